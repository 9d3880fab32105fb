import { type ErrorCode, errorCatalogue, SUCCESS_CODE } from '@zhixue/contract';

export function successBody(data: unknown): string {
  return JSON.stringify({ code: SUCCESS_CODE, msg: 'ok', data: data ?? null });
}

export function errorBody(code: ErrorCode, msg: string = errorCatalogue[code].msg): string {
  return JSON.stringify({ code, msg, data: null });
}
