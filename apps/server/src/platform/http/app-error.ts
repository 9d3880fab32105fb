import { type ErrorCode, errorCatalogue } from '@zhixue/contract';

/** A failure the caller can act on; carries a catalogue code and a Chinese message. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
  ) {
    const entry = errorCatalogue[code];
    super(message ?? entry.msg);
    this.status = entry.status;
  }
}
