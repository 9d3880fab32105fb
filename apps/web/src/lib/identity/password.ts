import { userPasswordEdit } from '@zhixue/contract';
import { call } from '@/lib/api';
import type { FieldCipher } from '@/lib/crypto';

/**
 * Sets the logged-in learner's new password (`user/password/edit`, the password encrypted). The
 * server ends the learner's other sessions. Used by password recovery and the account page.
 */
export function setNewPassword(newPassword: string, cipher: FieldCipher): Promise<null> {
  return call(userPasswordEdit, { param: cipher.encryptField(newPassword) });
}
