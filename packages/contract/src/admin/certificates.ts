import { z } from 'zod';
import { Id } from '../common.js';
import { operatorEndpoint } from './define.js';

/**
 * Certificate designs a camp picks in the console (decision 0020): the title line, the statement,
 * who issues it, the seal's words and two colours. A design applies to every certificate that names
 * it, already issued ones included (their printed words never change).
 */

const Colour = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, '颜色格式为 #RRGGBB');

export const CertificateTemplateFields = z.object({
  name: z.string().trim().min(1, '请输入模板名称').max(30, '模板名称最多 30 个字'),
  heading: z.string().trim().min(1, '请输入证书标题').max(12, '证书标题最多 12 个字'),
  statement: z.string().trim().min(1, '请输入证书正文').max(60, '证书正文最多 60 个字'),
  issuer: z.string().trim().min(1, '请输入颁发单位').max(24, '颁发单位最多 24 个字'),
  sealText: z.string().trim().min(1, '请输入印章文字').max(6, '印章文字最多 6 个字'),
  primaryColor: Colour,
  accentColor: Colour,
});
export type CertificateTemplateFields = z.infer<typeof CertificateTemplateFields>;

export const CertificateTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  heading: z.string(),
  statement: z.string(),
  issuer: z.string(),
  sealText: z.string(),
  primaryColor: z.string(),
  accentColor: z.string(),
  /** Camps that print it. */
  campCount: z.number().int(),
});
export type CertificateTemplate = z.infer<typeof CertificateTemplate>;

export const adminCertificateTemplateList = operatorEndpoint({
  path: '/api/admin/certificate/template/list',
  permission: 'camps.read',
  writes: false,
  request: z.object({}).optional().default({}),
  response: z.array(CertificateTemplate),
});

/** Creates a design (no id) or edits one. */
export const adminCertificateTemplateSave = operatorEndpoint({
  path: '/api/admin/certificate/template/save',
  permission: 'camps.write',
  writes: true,
  request: CertificateTemplateFields.extend({ id: Id.optional() }),
  response: CertificateTemplate,
});
