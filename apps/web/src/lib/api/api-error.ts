import { ErrorCodes, isReason, type Reason } from '@zhixue/contract';

/** Client-side codes for failures that never reached the server's error mapper. */
export const CLIENT_ERROR = {
  NETWORK: 'NETWORK_ERROR',
  TIMEOUT: 'TIMEOUT',
  BAD_RESPONSE: 'BAD_RESPONSE',
} as const;

/**
 * A rejected call: the envelope's `code`, `msg` (a Chinese sentence a person can act on) and
 * `reason` (which refusal of the contract's closed set; null when no server answered, or for a reason
 * this build does not know), and the HTTP status (0 when no response arrived). `handled` marks errors
 * the client already answered with a dialog or the login modal, so global handlers do not toast them
 * a second time.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  readonly status: number;
  readonly handled: boolean;
  readonly reason: Reason | null;

  constructor(
    code: string,
    msg: string,
    status: number,
    options: { handled?: boolean; reason?: unknown } = {},
  ) {
    super(msg);
    this.code = code;
    this.status = status;
    this.handled = options.handled ?? false;
    this.reason = isReason(options.reason) ? options.reason : null;
  }

  get msg(): string {
    return this.message;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The call was refused for one of these reasons. */
export function hasReason(error: unknown, ...reasons: Reason[]): error is ApiError {
  return isApiError(error) && error.reason !== null && reasons.includes(error.reason);
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
