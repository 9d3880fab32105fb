// Signs the bench in to the console as the demo content editor (README: demo operators), whose role
// may upload to the media library.
import { generate } from 'otplib';

const EDITOR = { account: 'editor', password: 'Console@2026', secret: 'ZHIXUEDEMOEDITORAAAAAAAAAAAAAAAA' };
const ADMIN_HEADERS = { 'x-zhixue-admin': '1', 'content-type': 'application/json' };

/** Well inside the console's 30-minute idle limit: an older session is replaced by a new sign-in. */
const EDITOR_SESSION_REUSE_MS = 20 * 60 * 1000;
/** @type {Map<string, { at: number, headers: Promise<Record<string, string>> }>} */
const editorSessions = new Map();

/**
 * Both sign-in steps; answers the headers every console call and upload carries (cookie and header).
 * Sections that follow each other within one 30-second code period share the session: the server
 * takes each authenticator code once, so a second sign-in in the same period is refused.
 *
 * @param {string} baseUrl
 * @returns {Promise<Record<string, string>>}
 */
export function signInAsEditor(baseUrl) {
  const kept = editorSessions.get(baseUrl);
  if (kept && Date.now() - kept.at < EDITOR_SESSION_REUSE_MS) return kept.headers;
  const headers = signInAs(baseUrl, EDITOR);
  editorSessions.set(baseUrl, { at: Date.now(), headers });
  headers.catch(() => editorSessions.delete(baseUrl));
  return headers;
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
