import type { z } from 'zod';
import { AppError } from './app-error.js';
import { findTextProblem } from './request-text.js';

/**
 * Validates a request body at the edge: first the rules every string of every request obeys
 * (request-text.ts), so that a new endpoint is covered without anyone remembering, then the
 * endpoint's own contract schema. Any failure is the caller's: A0400 with a sentence to act on.
 */
export function parseRequestBody<S extends z.ZodTypeAny>(schema: S, body: unknown): z.output<S> {
  const problem = findTextProblem(body);
  if (problem) throw new AppError(problem);
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new AppError('INVALID_REQUEST', { detail: describeValidationError(parsed.error) });
  return parsed.data;
}

/**
 * Turns a zod failure into one sentence a person can act on. Schemas that carry the spec's Chinese
 * texts (请输入手机号 ...) are shown as they are; generic failures name the field.
 */
function describeValidationError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '请求参数错误';
  if (/[\u4e00-\u9fff]/.test(issue.message)) return issue.message;
  const field = issue.path.join('.');
  return field ? `请求参数错误：${field}` : '请求参数错误';
}
