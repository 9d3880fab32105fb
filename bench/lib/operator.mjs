// Signs the bench in to the console as the demo content editor (README: demo operators), whose role
// may upload to the media library.
import { generate } from 'otplib';

const EDITOR = { account: 'editor', password: 'Console@2026', secret: 'ZHIXUEDEMOEDITORAAAAAAAAAAAAAAAA' };
const ADMIN_HEADERS = { 'x-zhixue-admin': '1', 'content-type': 'application/json' };

/**
 * Both sign-in steps; answers the headers every console call and upload carries (cookie and header).
 *
 * @param {string} baseUrl
 * @returns {Promise<Record<string, string>>}
 */
export function signInAsEditor(baseUrl) {
  return signInAs(baseUrl, EDITOR);
}

/** The demo enterprise admin (README), for the enterprise's own console calls. */
export const ENTERPRISE_ADMIN = {
  account: 'entadmin',
  password: 'Console@2026',
  secret: 'ZHIXUEDEMOENTADMINAAAAAAAAAAAAAA',
};

/**
 * @param {string} baseUrl
 * @param {{ account: string, password: string, secret: string }} operator
 * @returns {Promise<Record<string, string>>}
 */
export async function signInAs(baseUrl, operator) {
  /** @type {(path: string, body: object) => Promise<Response>} */
  const post = (path, body) =>
    fetch(baseUrl + path, { method: 'POST', headers: ADMIN_HEADERS, body: JSON.stringify(body) });
  const first = await post('/api/admin/auth/sign-in', {
    account: operator.account,
    password: operator.password,
  });
  const { data } = /** @type {{ data: { ticket: string } }} */ (await first.json());
  const code = await generate({ secret: operator.secret });
  const second = await post('/api/admin/auth/verify-code', { ticket: data.ticket, code });
  const cookie = /zx_admin=([^;]+)/.exec(second.headers.get('set-cookie') ?? '')?.[1];
  if (!cookie) throw new Error(`${operator.account}'s sign-in answered ${second.status}`);
  return { 'x-zhixue-admin': '1', cookie: `zx_admin=${cookie}` };
}
