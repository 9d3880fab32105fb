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
export async function signInAsEditor(baseUrl) {
  /** @type {(path: string, body: object) => Promise<Response>} */
  const post = (path, body) =>
    fetch(baseUrl + path, { method: 'POST', headers: ADMIN_HEADERS, body: JSON.stringify(body) });
  const first = await post('/api/admin/auth/sign-in', { account: EDITOR.account, password: EDITOR.password });
  const { data } = /** @type {{ data: { ticket: string } }} */ (await first.json());
  const code = await generate({ secret: EDITOR.secret });
  const second = await post('/api/admin/auth/verify-code', { ticket: data.ticket, code });
  const cookie = /zx_admin=([^;]+)/.exec(second.headers.get('set-cookie') ?? '')?.[1];
  if (!cookie) throw new Error(`the editor's sign-in answered ${second.status}`);
  return { 'x-zhixue-admin': '1', cookie: `zx_admin=${cookie}` };
}
