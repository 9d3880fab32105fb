import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { signMediaLink } from '../src/modules/learning/signatures.js';
import { DEVELOPMENT_SECRETS } from '../src/platform/config/index.js';
import { serverForThisFile } from './harness.js';
import { learningCalls, type PlayAddress, withS3MediaServer } from './learning-support.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';

const server = serverForThisFile();
const freshPhone = phoneNumbers('1330002');
const { data } = learningCalls(server);
const demoFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../media');

let owner: LoggedIn;
let stranger: LoggedIn;
let address: PlayAddress;
let video: Buffer;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([
    loginWithCode(server, freshPhone()),
    loginWithCode(server, freshPhone()),
  ]);
  // Youke courses are free trial courses: any logged-in learner may play them.
  const detail = await data<{ section: { id: number } }>(owner, '/api/front/youke/course/play/detail', {
    courseId: 201,
  });
  address = await data<PlayAddress>(owner, '/api/front/vod/play/sts', {
    courseId: 201,
    sectionId: detail.section.id,
  });
  const key = new URL(address.playUrl, 'http://x').pathname.replace('/media/', '');
  video = await readFile(resolve(demoFolder, key));
});

const get = (url: string, who: LoggedIn | null, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(server.baseUrl + url, { method, headers: { ...(who ? who.headers : {}), ...headers } });

async function errorCode(response: Response): Promise<string> {
  return ((await response.json()) as { code: string }).code;
}

describe('GET /media/<key>', () => {
  it('streams the whole video to the learner it was signed for', async () => {
    const response = await get(address.playUrl, owner);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-length')).toBe(String(video.length));
    expect(Buffer.from(await response.arrayBuffer()).equals(video)).toBe(true);
    // The real file: an MP4 starts with an ftyp box.
    expect(video.subarray(4, 8).toString('latin1')).toBe('ftyp');
  });

  it('answers byte ranges with 206 and Content-Range', async () => {
    const size = video.length;
    for (const [range, start, end] of [
      ['bytes=0-99', 0, 99],
      ['bytes=100-', 100, size - 1],
      ['bytes=-500', size - 500, size - 1],
      [`bytes=${size - 10}-${size + 1000}`, size - 10, size - 1],
      ['bytes=5-9, 20-29', 5, 9],
    ] as const) {
      const response = await get(address.playUrl, owner, { range });
      expect(response.status, range).toBe(206);
      expect(response.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${size}`);
      expect(response.headers.get('content-length'), range).toBe(String(end - start + 1));
      expect(Buffer.from(await response.arrayBuffer()).equals(video.subarray(start, end + 1)), range).toBe(
        true,
      );
    }
  });

  it('refuses a range past the end with 416 and ignores ranges it does not read', async () => {
    for (const range of [
      `bytes=${video.length}-`,
      `bytes=${video.length + 5}-${video.length + 9}`,
      'bytes=-0',
    ]) {
      const response = await get(address.playUrl, owner, { range });
      expect(response.status, range).toBe(416);
      expect(response.headers.get('content-range')).toBe(`bytes */${video.length}`);
      expect(await errorCode(response)).toBe('A0416');
    }
    for (const range of ['items=0-5', 'bytes=9-3', 'bytes=abc', 'bytes=-']) {
      const response = await get(address.playUrl, owner, { range });
      expect(response.status, range).toBe(200);
      await response.arrayBuffer();
    }
  });

  it('answers HEAD with the headers only', async () => {
    const response = await get(address.playUrl, owner, {}, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(video.length));
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it("refuses someone else's link, a visitor, a forged and an expired link", async () => {
    const stolen = await get(address.playUrl, stranger);
    expect([stolen.status, await errorCode(stolen)]).toEqual([403, 'A0301']);
    const anonymous = await get(address.playUrl, null);
    expect(anonymous.status).toBe(403);
    await anonymous.arrayBuffer();
    const url = new URL(address.playUrl, server.baseUrl);
    const key = url.pathname.replace('/media/', '');
    const tampered = [
      address.playUrl.replace(/s=[^&]+/, 's=AAAA'),
      address.playUrl.replace(`u=${owner.userId}`, `u=${stranger.userId}`),
      address.playUrl.replace(/e=(\d+)/, (_all, e: string) => `e=${Number(e) + 3600}`),
      address.playUrl.replace(key, 'demo/sample-1.mp4') === address.playUrl
        ? address.playUrl.replace(key, 'demo/sample-2.mp4')
        : address.playUrl.replace(key, 'demo/sample-1.mp4'),
      `/media/${key}`,
      `/media/${key}?u=${owner.userId}&e=abc&s=x`,
    ];
    for (const link of tampered) {
      const response = await get(link, owner);
      expect(response.status, link).toBe(403);
      await response.arrayBuffer();
    }
    const expired = signMediaLink(
      DEVELOPMENT_SECRETS.MEDIA_SIGNING_SECRET,
      owner.userId,
      key,
      Date.now() - 11 * 60 * 1000,
    );
    const late = await get(expired.url, owner);
    expect([late.status, await errorCode(late)]).toEqual([410, 'A0410']);
  });

  it('serves nothing outside the media storage', async () => {
    for (const link of [
      '/media/../uploads/x.png',
      '/media/%2e%2e/secret',
      '/media/demo/none.mp4?u=1&e=1&s=x',
    ]) {
      const response = await get(link, owner);
      expect([403, 404], link).toContain(response.status);
      await response.arrayBuffer();
    }
    const missing = signMediaLink(DEVELOPMENT_SECRETS.MEDIA_SIGNING_SECRET, owner.userId, 'demo/none.mp4');
    const response = await get(missing.url, owner);
    expect(response.status).toBe(404);
    await response.arrayBuffer();
  });

  it('serves the slides of course/ppt the same way', async () => {
    const slides = await data<Array<{ page: number; url: string }>>(owner, '/api/front/course/ppt', {
      id: 201,
    });
    const response = await get(slides[0]?.url ?? '', owner);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(await response.text()).toContain('知学课件');
  });
});

describe('media in an S3-compatible bucket', () => {
  it('publishes the demo media to the bucket and streams ranges from it', async () => {
    await withS3MediaServer(async (s3Server, bucket) => {
      expect(await bucket.head('media/demo/sample-1.mp4')).not.toBeNull();
      const who = await loginWithCode(s3Server, freshPhone());
      const calls = learningCalls(s3Server);
      const detail = await calls.data<{ section: { id: number } }>(
        who,
        '/api/front/youke/course/play/detail',
        {
          courseId: 201,
        },
      );
      const played = await calls.data<PlayAddress>(who, '/api/front/vod/play/sts', {
        courseId: 201,
        sectionId: detail.section.id,
      });
      const key = new URL(played.playUrl, 'http://x').pathname.replace('/media/', '');
      const bytes = await readFile(resolve(demoFolder, key));
      const response = await fetch(s3Server.baseUrl + played.playUrl, {
        headers: { ...who.headers, range: 'bytes=10-29' },
      });
      expect(response.status).toBe(206);
      expect(response.headers.get('content-range')).toBe(`bytes 10-29/${bytes.length}`);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes.subarray(10, 30))).toBe(true);
    });
  }, 60_000);
});
