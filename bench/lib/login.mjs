import { createCipheriv } from 'node:crypto';

/** The development field key (README: APP_AES_KEY); the bench server runs with the development secrets. */
const DEVELOPMENT_FIELD_KEY = 'zhixue2026devkey';

/** @param {string} plain */
function encryptField(plain) {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(DEVELOPMENT_FIELD_KEY, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/**
 * Logs a seeded learner in with account and password, as the web's 密码登录 pane does, and answers
 * the session token.
 *
 * @param {string} baseUrl
 * @param {string} account
 * @param {string} password
 * @returns {Promise<string>}
 */
export async function loginWithAccount(baseUrl, account, password) {
  const answer = await fetch(`${baseUrl}/api/front/user/login/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', platform: 'PC' },
    body: JSON.stringify({
      account: encryptField(account),
      password: encryptField(password),
      deviceId: '',
      loginDevice: 'pc',
    }),
  });
  const envelope = /** @type {{ code?: string, msg?: string, data?: { token?: string } }} */ (
    await answer.json()
  );
  const token = envelope.data?.token;
  if (envelope.code !== '00000' || !token) {
    throw new Error(`login of ${account} answered ${answer.status} ${envelope.code}: ${envelope.msg}`);
  }
  return token;
}
