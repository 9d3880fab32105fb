import { z } from 'zod';
import { EmptyRequest, INVALID_TEXT_MESSAGE } from './common.js';
import { endpoint } from './endpoint.js';
import { MobileNumber } from './identity.js';
import { isKnownCity } from './regions.js';

/**
 * The city-centre programme (spec route /single/citycenter, calls city/gift/add and detail): a
 * learner applies to run the platform's training centre in their city. One application per learner;
 * an operator reviews it.
 */
export const CityCenterStatus = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;
export type CityCenterStatus = (typeof CityCenterStatus)[keyof typeof CityCenterStatus];

export const CITY_CENTER_STATUS_TEXT: Record<CityCenterStatus, string> = {
  0: '审核中',
  1: '已通过',
  2: '未通过',
};

export const CITY_CENTER_LIMITS = {
  name: 20,
  company: 50,
  experienceMin: 10,
  experienceMax: 500,
} as const;

/** Control characters break a single line (and PostgreSQL refuses NUL outright). */
const CONTROL = /\p{Cc}/u;
/** The same, but line breaks and tabs are welcome in a longer text. */
const CONTROL_EXCEPT_LINES = /(?![\n\r\t])\p{Cc}/u;
/** Letters of any script, combining marks, the middle dot of transliterated names, spaces and dots. */
const PERSON_NAME = /^[\p{L}\p{M}·.\s'-]+$/u;

const lineOfText = (required: string, max: number, tooLong: string) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((value) => !CONTROL.test(value), INVALID_TEXT_MESSAGE);

export const CityCenterApplicationFields = z
  .object({
    name: lineOfText('请输入姓名', CITY_CENTER_LIMITS.name, `姓名最多${CITY_CENTER_LIMITS.name}个字`).refine(
      (value) => PERSON_NAME.test(value),
      '姓名只能填写文字',
    ),
    mobile: z.string('请输入手机号').trim().pipe(MobileNumber),
    province: z.string('请选择所在城市').trim().min(1, '请选择所在城市').max(20, '请选择所在城市'),
    city: z.string('请选择所在城市').trim().min(1, '请选择所在城市').max(20, '请选择所在城市'),
    company: lineOfText(
      '请输入公司/机构名称',
      CITY_CENTER_LIMITS.company,
      `公司/机构名称最多${CITY_CENTER_LIMITS.company}个字`,
    ),
    experience: z
      .string('请简要介绍您的从业经验')
      .trim()
      .min(1, '请简要介绍您的从业经验')
      .min(CITY_CENTER_LIMITS.experienceMin, `从业经验至少填写${CITY_CENTER_LIMITS.experienceMin}个字`)
      .max(CITY_CENTER_LIMITS.experienceMax, `从业经验最多${CITY_CENTER_LIMITS.experienceMax}个字`)
      .refine((value) => !CONTROL_EXCEPT_LINES.test(value), INVALID_TEXT_MESSAGE)
      .transform((value) => value.replace(/\r\n?/g, '\n')),
  })
  .refine((fields) => isKnownCity(fields.province, fields.city), {
    message: '请选择所在城市',
    path: ['city'],
  });
export type CityCenterApplicationFields = z.input<typeof CityCenterApplicationFields>;

export const CityCenterApplication = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Masked (138****0001): the page shows it back, nobody needs the whole number there. */
  mobile: z.string(),
  province: z.string(),
  city: z.string(),
  company: z.string(),
  experience: z.string(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  statusText: z.string(),
  /** Why an application was not accepted, when the reviewer said so. */
  reviewNote: z.string().nullable(),
  /** Decided on the server: only a rejected application may be sent again. */
  canResubmit: z.boolean(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type CityCenterApplication = z.infer<typeof CityCenterApplication>;

export const cityGiftAdd = endpoint({
  path: '/api/front/city/gift/add',
  access: 'user',
  request: CityCenterApplicationFields,
  response: CityCenterApplication,
});

/** The learner's application, or null before they apply. */
export const cityGiftDetail = endpoint({
  path: '/api/front/city/gift/detail',
  access: 'user',
  request: EmptyRequest,
  response: CityCenterApplication.nullable(),
});
