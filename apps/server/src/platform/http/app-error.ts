import { describeReason, type ErrorCode, type Reason, type ReasonArgs } from '@zhixue/contract';

/**
 * A refusal the caller can act on, named by a reason of its area's closed set (packages/contract
 * `reasons`), which fixes its wire code, HTTP status and Chinese message.
 */
class ReasonedError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  constructor(
    readonly reason: Reason,
    params?: Record<string, string | number>,
  ) {
    const { code, status, msg } = describeReason(reason, params);
    super(msg);
    this.code = code;
    this.status = status;
  }
}

/**
 * `new AppError('CAMP_COURSE_LOCKED', { date })`: a class constructor cannot be generic, so its
 * signature is declared here to ask for exactly the parameters the reason's message names.
 */
export const AppError = ReasonedError as unknown as {
  new <R extends Reason>(reason: R, ...params: ReasonArgs<R>): ReasonedError;
  prototype: ReasonedError;
};
export type AppError = ReasonedError;
