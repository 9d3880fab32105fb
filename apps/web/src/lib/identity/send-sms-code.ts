import { smsSend, userEntCheck } from '@zhixue/contract';
import { ApiError, call, hasReason } from '@/lib/api';

/** Spec section 8: an enterprise code request answered 非企业学员. */
export const NOT_ENTERPRISE_MOBILE_MESSAGE = '手机号未获得企业关联!';

/**
 * Sends a login or binding code to an already encrypted phone. In the enterprise login the phone
 * must belong to an enterprise learner first (`user/ent/check`). Rejects with ApiError (the server's
 * message, e.g. the A0429 send limits) for the caller to show.
 */
export async function sendSmsCode(encryptedMobile: string, options: { enterprise?: boolean } = {}) {
  if (options.enterprise) {
    try {
      await call(userEntCheck, { mobile: encryptedMobile });
    } catch (error) {
      if (hasReason(error, 'NOT_ENTERPRISE_LEARNER')) {
        throw new ApiError(error.code, NOT_ENTERPRISE_MOBILE_MESSAGE, error.status, { reason: error.reason });
      }
      throw error;
    }
  }
  await call(smsSend, { param: encryptedMobile });
}
