import {
  INVALID_TEXT_MESSAGE,
  MOBILE_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_RULE_MESSAGE,
} from '@zhixue/contract';
import { type FieldCipher, unwrapPaddedCode } from '../../platform/crypto/index.js';
import { AppError, hasInvalidText } from '../../platform/http/index.js';

/**
 * Reads the encrypted fields of spec section 5; anything malformed is a clear A0400. The edge checked
 * only the ciphertext, so the plain text gets the same character rules as every other request text.
 */
export function createCredentialReader(cipher: FieldCipher) {
  const open = (encrypted: string, what: string) => {
    const plain = cipher.decrypt(encrypted);
    if (plain === null) throw new AppError('A0400', `${what}加密格式错误，请刷新页面后重试`);
    if (hasInvalidText(plain)) throw new AppError('A0400', INVALID_TEXT_MESSAGE);
    return plain;
  };
  return {
    mobile(encrypted: string): string {
      const mobile = open(encrypted, '手机号').trim();
      if (!mobile) throw new AppError('A0400', '请输入手机号');
      if (!MOBILE_PATTERN.test(mobile)) throw new AppError('A0400', '请输入正确的手机号!');
      return mobile;
    },
    code(encrypted: string): string {
      const code = unwrapPaddedCode(open(encrypted, '验证码'));
      if (!code) throw new AppError('A0400', '请输入验证码');
      return code;
    },
    account(encrypted: string): string {
      const account = open(encrypted, '账号').trim();
      if (!account) throw new AppError('A0400', '请输入账号');
      if (account.length > 64) throw new AppError('A0201');
      return account;
    },
    password(encrypted: string): string {
      const password = open(encrypted, '密码');
      if (!password) throw new AppError('A0400', '请输入密码');
      return password;
    },
    newPassword(encrypted: string): string {
      const password = open(encrypted, '新密码');
      if (!password) throw new AppError('A0400', '请输入新密码');
      if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
        throw new AppError('A0400', PASSWORD_RULE_MESSAGE);
      }
      return password;
    },
  };
}

export type CredentialReader = ReturnType<typeof createCredentialReader>;
