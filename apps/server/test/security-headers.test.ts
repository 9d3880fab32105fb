import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/index.js';
import { type ApiClient, apiClient, serverForThisFile } from './harness.js';
import { encrypt } from './login-helpers.js';

// Both apps' index pages stand in for the builds: the headers are the server's, whatever the page.
const builds = mkdtempSync(join(tmpdir(), 'zx-headers-'));
for (const app of ['web', 'admin']) {
  mkdirSync(join(builds, app));
  writeFileSync(join(builds, app, 'index.html'), `<!doctype html><title>${app}</title><div id="root"></div>`);
}
afterAll(() => rmSync(builds, { recursive: true, force: true }));

// The harness trusts the proxy (TRUST_PROXY=true), as a deployment behind a TLS-terminating one does.
const server = serverForThisFile({ WEB_DIST: join(builds, 'web'), ADMIN_DIST: join(builds, 'admin') });
const OVER_TLS = { 'x-forwarded-proto': 'https' };

/** The policy's directives by name, e.g. `frame-ancestors` → ["'none'"]. */
function directivesOf(response: { headers: Headers }): Map<string, string[]> {
  const policy = response.headers.get('content-security-policy') ?? '';
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

const get = (path: string, headers: Record<string, string> = {}) =>
  server.fetch(path, { headers, redirect: 'manual' });

function expectCommonHeaders(response: Response) {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  const directives = directivesOf(response);
  expect(directives.get('default-src')).toEqual(["'self'"]);
  // No inline or foreign script may run: the build's own files only.
  expect(directives.get('script-src')).toEqual(["'self'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  // hls.js and mpegts.js: MediaSource playback and workers from blob: URLs.
  expect(directives.get('media-src')).toEqual(["'self'", 'blob:']);
  expect(directives.get('worker-src')).toEqual(["'self'", 'blob:']);
}

describe('security headers', () => {
  // The site frames its own pages (the WeChat stand-in); the console is framed by no page at all.
  const sitePolicy = { ancestors: "'self'", frames: "'self'", xFrameOptions: 'SAMEORIGIN' };
  const consolePolicy = { ancestors: "'none'", frames: "'none'", xFrameOptions: 'DENY' };
  it.each([
    ['/', sitePolicy],
    ['/course/base/12?bundleId=3', sitePolicy],
    ['/user/order', sitePolicy],
    ['/admin/', consolePolicy],
    ['/admin/orders', consolePolicy],
    ['/admin/orders/12?tab=refund', consolePolicy],
  ])("the page %s answers under its app's policy: %o", async (path, expected) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expectCommonHeaders(response);
    expect(directivesOf(response).get('frame-ancestors')).toEqual([expected.ancestors]);
    expect(directivesOf(response).get('frame-src')).toEqual([expected.frames]);
    expect(response.headers.get('x-frame-options')).toBe(expected.xFrameOptions);
  });

  it('the redirect from /admin to the console is not frameable either', async () => {
    const response = await get('/admin');
    expect(response.status).toBe(302);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it("an API answer, a refusal included, carries an API's headers: no sniffing, framing or reading from another site", async () => {
    for (const headers of [{}, OVER_TLS]) {
      const answer = await server.post('/api/front/user/detail', {}, { headers });
      expect(answer.body.code).toBe('A0313');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(directivesOf(answer)).toEqual(
        new Map([
          ['default-src', ["'none'"]],
          ['frame-ancestors', ["'none'"]],
        ]),
      );
      expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      // The pages' headers are for documents, which an API answer is not.
      expect(answer.headers.get('x-frame-options')).toBeNull();
      expect(answer.headers.get('referrer-policy')).toBeNull();
    }
    const overTls = await server.post('/api/front/user/detail', {}, { headers: OVER_TLS });
    expect(overTls.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('the development WeChat page keeps its own stricter policy', async () => {
    const response = await get('/dev/wechat/qrconnect?state=unknown');
    expect(directivesOf(response).get('default-src')).toEqual(["'none'"]);
    expect(directivesOf(response).get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('sends HSTS only when the browser came over TLS, as the trusted proxy says', async () => {
    expect((await get('/')).headers.get('strict-transport-security')).toBeNull();
    expect((await get('/admin/')).headers.get('strict-transport-security')).toBeNull();
    // An untrusted claim would need TRUST_PROXY=false; the harness trusts its proxy.
    for (const path of ['/', '/admin/']) {
      const response = await get(path, OVER_TLS);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
    }
  });

  it("the learner's session cookie is Secure over HTTPS, and only then", async () => {
    const plain = await logIn(server);
    expect(plain.body.code).toBe('00000');
    expect(plain.cookie).toMatch(/^zx_token=[^;]+;.*HttpOnly/i);
    expect(plain.cookie).not.toMatch(/;\s*Secure/i);

    const overTls = apiClient(server.baseUrl, { headers: OVER_TLS });
    const secure = await logIn(overTls);
    expect(secure.body.code).toBe('00000');
    expect(secure.cookie).toMatch(/^zx_token=[^;]+;.*HttpOnly/i);
    expect(secure.cookie).toMatch(/;\s*Secure/i);

    const token = (secure.body.data as { token: string }).token;
    const logout = await overTls.post('/api/front/user/logout', {}, { headers: { token } });
    // The cookie is cleared with the attributes it was set with, or the browser keeps it.
    expect(logout.headers.get('set-cookie')).toMatch(/^zx_token=;.*;\s*Secure/i);
  });
});

async function logIn(client: ApiClient) {
  const answer = await client.post('/api/front/user/login/account', {
    account: encrypt('13800000001'),
    password: encrypt(DEMO_PASSWORD),
    deviceId: '',
    loginDevice: 'pc',
  });
  return { body: answer.body, cookie: answer.headers.get('set-cookie') ?? '' };
}
