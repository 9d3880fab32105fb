import { z } from 'zod';
import { Id } from '../common.js';
import { PageQuery, pageOf } from '../envelope.js';
import { operatorEndpoint } from './define.js';
import { consolePicture } from './marketing.js';

export const AdminLecturer = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  title: z.string(),
  detail: z.string(),
  topic: z.string().nullable(),
  serviceCompany: z.string().nullable(),
  courseCount: z.number().int(),
  campCount: z.number().int(),
});
export type AdminLecturer = z.infer<typeof AdminLecturer>;

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label}最多 ${max} 个字`)
    .nullable()
    .default(null)
    .transform((text) => (text ? text : null));

export const LecturerAvatar = consolePicture('请上传讲师头像');

/** What the lecturer modal (讲师介绍) shows; topic and clients only when given. */
export const LecturerFields = z.object({
  name: z.string().trim().min(1, '请输入讲师姓名').max(20, '姓名最多 20 个字'),
  avatar: LecturerAvatar,
  title: z.string().trim().min(1, '请输入讲师头衔').max(40, '头衔最多 40 个字'),
  detail: z.string().trim().min(1, '请输入讲师简介').max(2000, '简介最多 2000 个字'),
  topic: optionalText('主讲课题', 500),
  serviceCompany: optionalText('服务客户', 500),
});

export const adminLecturerList = operatorEndpoint({
  path: '/api/admin/lecturer/list',
  permission: 'lecturers.read',
  writes: false,
  request: PageQuery.extend({ keyword: z.string().trim().max(20).optional() }),
  response: pageOf(AdminLecturer),
});

export const adminLecturerCreate = operatorEndpoint({
  path: '/api/admin/lecturer/create',
  permission: 'lecturers.write',
  writes: true,
  request: LecturerFields,
  response: AdminLecturer,
});

export const adminLecturerUpdate = operatorEndpoint({
  path: '/api/admin/lecturer/update',
  permission: 'lecturers.write',
  writes: true,
  request: LecturerFields.extend({ id: Id }),
  response: AdminLecturer,
});
