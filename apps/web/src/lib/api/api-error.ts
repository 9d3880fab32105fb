import { ErrorCodes } from '@zhixue/contract';

/** Client-side codes for failures that never reached the server's error mapper. */
export const CLIENT_ERROR = {
  NETWORK: 'NETWORK_ERROR',
  TIMEOUT: 'TIMEOUT',
  BAD_RESPONSE: 'BAD_RESPONSE',
} as const;

/**
 * A rejected call: the envelope's `code` and `msg` (a Chinese sentence a person can act on) and the
 * HTTP status (0 when no response arrived). `handled` marks errors the client already answered with
 * a dialog or the login modal, so global handlers do not toast them a second time.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  readonly status: number;
  readonly handled: boolean;

  constructor(code: string, msg: string, status: number, handled = false) {
    super(msg);
    this.code = code;
    this.status = status;
    this.handled = handled;
  }

  get msg(): string {
    return this.message;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The thing asked for is not there: not found (A0404), or an id the server would not read (A0400),
 * which a page shows as "not found" too.
 */
export function isMissing(error: unknown): boolean {
  return (
    isApiError(error) && (error.code === ErrorCodes.NOT_FOUND || error.code === ErrorCodes.BAD_PARAMETER)
  );
}
