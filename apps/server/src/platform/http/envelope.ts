import { SUCCESS_CODE } from '@zhixue/contract';
import type { AppError } from './app-error.js';

export function successBody(data: unknown): string {
  return JSON.stringify({ code: SUCCESS_CODE, msg: 'ok', data: data ?? null });
}

/** The error envelope of a refusal: its wire code, message and reason. */
export function errorBody(error: Pick<AppError, 'code' | 'message' | 'reason'>): string {
  return JSON.stringify({ code: error.code, msg: error.message, data: null, reason: error.reason });
}
