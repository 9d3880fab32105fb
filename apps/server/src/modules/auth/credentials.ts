import { MOBILE_PATTERN, PASSWORD_MAX, PASSWORD_MIN } from '@zhixue/contract';
import { type FieldCipher, unwrapPaddedCode } from '../../platform/crypto/index.js';
import { AppError, hasInvalidText } from '../../platform/http/index.js';

/**
 * Reads the encrypted fields of spec section 5; anything malformed is a clear A0400. The edge checked
 * only the ciphertext, so the plain text gets the same character rules as every other request text.
 */
export function createCredentialReader(cipher: FieldCipher) {
  const open = (encrypted: string, what: string) => {
    const plain = cipher.decrypt(encrypted);
    if (plain === null) throw new AppError('FIELD_CIPHER_INVALID', { field: what });
    if (hasInvalidText(plain)) throw new AppError('INVALID_CHARACTERS');
    return plain;
  };
  return {
    mobile(encrypted: string): string {
      const mobile = open(encrypted, '手机号').trim();
      if (!mobile) throw new AppError('MOBILE_REQUIRED');
      if (!MOBILE_PATTERN.test(mobile)) throw new AppError('MOBILE_INVALID');
      return mobile;
    },
    code(encrypted: string): string {
      const code = unwrapPaddedCode(open(encrypted, '验证码'));
      if (!code) throw new AppError('SMS_CODE_REQUIRED');
      return code;
    },
    account(encrypted: string): string {
      const account = open(encrypted, '账号').trim();
      if (!account) throw new AppError('ACCOUNT_REQUIRED');
      if (account.length > 64) throw new AppError('LOGIN_FAILED');
      return account;
    },
    password(encrypted: string): string {
      const password = open(encrypted, '密码');
      if (!password) throw new AppError('PASSWORD_REQUIRED');
      return password;
    },
    newPassword(encrypted: string): string {
      const password = open(encrypted, '新密码');
      if (!password) throw new AppError('NEW_PASSWORD_REQUIRED');
      if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
        throw new AppError('PASSWORD_RULE');
      }
      return password;
    },
  };
}

export type CredentialReader = ReturnType<typeof createCredentialReader>;
