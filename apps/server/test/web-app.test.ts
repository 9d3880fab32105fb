import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readEnvelope, serverForThisFile } from './harness.js';

const dist = mkdtempSync(join(tmpdir(), 'zx-web-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>知学</title><div id="root"></div>');
writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const server = serverForThisFile({ WEB_DIST: dist });

describe('the web app on the API port', () => {
  it.each(['/', '/courses', '/course/base/12?bundleId=3', '/no/such/page'])(
    'answers %s with the app page',
    async (path) => {
      const response = await fetch(server.baseUrl + path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root"></div>');
    },
  );

  it('caches hashed assets for a year', async () => {
    const response = await fetch(`${server.baseUrl}/assets/app-1a2b3c.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('keeps API paths out of the app fallback', async () => {
    const response = await fetch(`${server.baseUrl}/api/front/nothing`);
    expect(response.status).toBe(405);
    expect((await readEnvelope(response)).code).toBe('A0405');
  });
});
