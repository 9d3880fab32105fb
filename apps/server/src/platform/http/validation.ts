import type { z } from 'zod';

/**
 * Turns a zod failure into one sentence a person can act on. Schemas that carry the spec's Chinese
 * texts (请输入手机号 ...) are shown as they are; generic failures name the field.
 */
export function describeValidationError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '请求参数错误';
  if (/[\u4e00-\u9fff]/.test(issue.message)) return issue.message;
  const field = issue.path.join('.');
  return field ? `请求参数错误：${field}` : '请求参数错误';
}
