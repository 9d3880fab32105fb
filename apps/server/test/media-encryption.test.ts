import { execFile } from 'node:child_process';
import { createDecipheriv } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCourseSections } from '../src/modules/catalog/index.js';
import { KEY_FETCHES_PER_PLAY } from '../src/modules/learning/media-key.js';
import { newPlayId, signKeyTicket } from '../src/modules/learning/signatures.js';
import { sendMp4Encryptions } from '../src/modules/media/index.js';
import { DEVELOPMENT_SECRETS } from '../src/platform/config/index.js';
import { formatChinaDate } from '../src/platform/format/index.js';
import * as tables from '../src/tables.js';
import { CAMP } from './camp-support.js';
import { serverForThisFile } from './harness.js';
import { learningCalls, type PlayAddress } from './learning-support.js';
import { liveReplayFixtures } from './live-replay-support.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';
import { type SignedInOperator, signInAs } from './operator-helpers.js';
import { buyInSandbox, pickPlainCourse } from './orders-support.js';
import { refundCalls } from './refunds-support.js';

const { trainingPlanItems, trainingTerms } = tables;
const run = promisify(execFile);
const server = serverForThisFile();
const freshPhone = phoneNumbers('1330053');
const { data } = learningCalls(server);
const SECRET = DEVELOPMENT_SECRETS.MEDIA_SIGNING_SECRET;

let courseId: number;
let sectionId: number;
let owner: LoggedIn;
let stranger: LoggedIn;
let orderId: number;
let orderAmount: number;
let workFolder: string;

const get = (url: string, who: LoggedIn | null) =>
  fetch(new URL(url, server.baseUrl), { headers: who ? who.headers : {} });

async function refusal(response: Response): Promise<[number, string, string]> {
  const body = (await response.json()) as { code: string; msg: string };
  return [response.status, body.code, body.msg];
}

/** The owner's play of the section, and its variant playlist as the media route serves it. */
async function playOf(who: LoggedIn) {
  return playlistOf(who, await data<PlayAddress>(who, '/api/front/vod/play/sts', { courseId, sectionId }));
}

/** A play's variant playlist as the media route serves it, with its key URL, IV and segments. */
async function playlistOf(who: LoggedIn, address: PlayAddress) {
  const master = await (await get(address.playUrl, who)).text();
  const variantUri = master.split('\n').find((line) => line.includes('.m3u8'));
  if (!variantUri) throw new Error(`no variant in the master playlist:\n${master}`);
  const variantUrl = new URL(variantUri, new URL(address.playUrl, server.baseUrl));
  const variant = await (await get(variantUrl.pathname + variantUrl.search, who)).text();
  const keyLine = /#EXT-X-KEY:METHOD=AES-128,URI="([^"]+)"(?:,IV=0x([0-9a-fA-F]{32}))?/.exec(variant);
  if (!keyLine?.[1]) throw new Error(`no key line in the variant playlist:\n${variant}`);
  const segments = variant
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((uri) => new URL(uri, variantUrl));
  return { address, master, variant, keyUrl: keyLine[1], iv: keyLine[2] ?? null, segments };
}

const ENTITLEMENT_ENDED = [403, 'A0301', '课程权限已失效，无法继续观看'];

/** A new learner who bought a term of the seeded online camp running now (late joining allowed). */
async function enrolledInRunningTerm(name: string) {
  const day = (offset: number) => formatChinaDate(Date.now() + offset * 86_400_000);
  const [term] = await server.database.db
    .insert(trainingTerms)
    .values({
      trainingId: CAMP,
      name,
      enrollStartDate: day(-1),
      enrollEndDate: day(7),
      startDate: day(-1),
      endDate: day(30),
      lateJoin: true,
      capacity: 10,
    })
    .returning({ id: trainingTerms.id });
  const termId = term?.id ?? 0;
  const learner = await loginWithCode(server, freshPhone());
  const order = await buyInSandbox(server, learner, { id: CAMP, type: 8, trainId: termId });
  return { learner, order, termId };
}

/** Signed in once: an operator's account signs in once per time step (its one-time code). */
let finance: SignedInOperator | undefined;
async function refundInFull(order: { id: number; amount: number }) {
  finance ??= await signInAs(server, 'finance');
  await refundCalls(server).refunded(finance, { orderId: order.id, amount: order.amount });
}

/** The section's media key once the conversion job switched it to a playlist. */
async function mediaKeyOnceConverted(timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const sections = await readCourseSections(server.database.db, courseId);
    const key = sections.find((row) => row.id === sectionId)?.mediaKey ?? '';
    if (key.endsWith('.m3u8') || Date.now() > deadline) return key;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

beforeAll(async () => {
  courseId = await pickPlainCourse(server, sql`charge = 1 and vip = 0`);
  const sections = await readCourseSections(server.database.db, courseId);
  const paid = sections.find((section) => section.trial === 0 && section.mediaKey?.endsWith('.mp4'));
  if (!paid) throw new Error(`course ${courseId} has no paid MP4 section`);
  sectionId = paid.id;
  // The conversion a first start sends (turned off for tests), for this course's MP4s.
  expect(await sendMp4Encryptions(server.jobs, server.database.db, courseId)).toBeGreaterThan(0);
  const converted = await mediaKeyOnceConverted(90_000);
  expect(converted).toMatch(/^encrypted\/[0-9a-f]{16}\/[0-9a-f]{12}\/index\.m3u8$/);
  [owner, stranger] = await Promise.all([
    loginWithCode(server, freshPhone()),
    loginWithCode(server, freshPhone()),
  ]);
  const order = await buyInSandbox(server, owner, { id: courseId, type: 1 });
  orderId = order.id;
  orderAmount = order.amount;
  workFolder = await mkdtemp(join(tmpdir(), 'zhixue-encrypted-hls-test-'));
}, 120_000);

afterAll(async () => {
  if (workFolder) await rm(workFolder, { recursive: true, force: true });
});

describe('a paid section converted to encrypted HLS', () => {
  it('keeps its trial sections on the MP4, as the course setting "paid" says', async () => {
    const sections = await readCourseSections(server.database.db, courseId);
    for (const section of sections.filter((row) => row.trial === 1)) {
      expect(section.mediaKey, `trial section ${section.id}`).toMatch(/\.mp4$/);
    }
  });

  it('plays for its owner: the key from the key call decrypts a segment (AES-128-CBC, the IV of the playlist)', async () => {
    const play = await playOf(owner);
    expect(play.address.format).toBe('hls');
    expect(play.keyUrl).toMatch(/^\/media-key\?k=/);
    expect(play.segments.length).toBeGreaterThan(0);
    const keyAnswer = await get(play.keyUrl, owner);
    expect(keyAnswer.status).toBe(200);
    expect(keyAnswer.headers.get('cache-control')).toBe('private, no-store');
    const key = Buffer.from(await keyAnswer.arrayBuffer());
    expect(key.length).toBe(16);

    const first = play.segments[0] as URL;
    const encrypted = Buffer.from(await (await get(first.pathname + first.search, owner)).arrayBuffer());
    // Without an IV attribute HLS takes the media sequence number (0 for the first segment).
    const iv = play.iv ? Buffer.from(play.iv, 'hex') : Buffer.alloc(16);
    const decipher = createDecipheriv('aes-128-cbc', key, iv);
    const plain = Buffer.concat([decipher.update(encrypted), decipher.final()]);
    // MPEG-TS: 188-byte packets, each starting with the sync byte 0x47; the stored bytes are not.
    expect(plain.length % 188).toBe(0);
    expect([0, 188, 376].map((at) => plain[at])).toEqual([0x47, 0x47, 0x47]);
    expect(encrypted[0] === 0x47 && encrypted[188] === 0x47).toBe(false);
  });

  it('keeps the key out of the storage and the database rows: the stored key is sealed', async () => {
    const play = await playOf(owner);
    const key = Buffer.from(await (await get(play.keyUrl, owner)).arrayBuffer());
    const result = await server.database.db.execute(sql`select sealed_key from hls_keys`);
    const rows = (result as unknown as { rows: Array<{ sealed_key: string }> }).rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.sealed_key).not.toContain(key.toString('hex'));
      expect(Buffer.from(row.sealed_key, 'base64url').includes(key)).toBe(false);
    }
    const folder = play.address.playUrl
      .split('?')[0]
      ?.replace(/^\/media\//, '')
      .replace(/\/index\.m3u8$/, '');
    const listed = await server.database.db.execute(sql`select 1 from hls_keys where folder = ${folder}`);
    expect((listed as unknown as { rows: unknown[] }).rows.length).toBe(1);
  });

  it('answers 403 with the reason to a visitor, another learner, a forged or expired ticket', async () => {
    const play = await playOf(owner);
    const ticket = new URL(play.keyUrl, server.baseUrl).searchParams.get('k') ?? '';
    expect(await refusal(await get(play.keyUrl, null))).toEqual([403, 'A0301', '请登录后观看该视频']);
    expect(await refusal(await get(play.keyUrl, stranger))).toEqual([403, 'A0301', '该播放不属于当前账号']);
    const forged = `/media-key?k=${ticket.replace(/\.[^.]+$/, '.AAAA')}`;
    expect(await refusal(await get(forged, owner))).toEqual([403, 'A0301', '视频密钥凭证无效']);
    expect(await refusal(await get('/media-key', owner))).toEqual([403, 'A0301', '视频密钥凭证无效']);
    const [, userId, sessionId] = ticket.split('.').map(Number);
    const expired = signKeyTicket(SECRET, {
      playId: newPlayId(Date.now() - 13 * 60 * 60 * 1000),
      userId: userId ?? 0,
      sessionId: sessionId ?? 0,
      courseId,
      sectionId,
      recheck: { rule: 'course' },
    });
    expect(await refusal(await get(`/media-key?k=${expired}`, owner))).toEqual([
      403,
      'A0301',
      '本次播放已过期，请刷新页面后重新播放',
    ]);
    // A stranger's own play of the section is refused at its start: the course is not theirs.
    const strangerPlay = await server.post(
      '/api/front/vod/play/sts',
      { courseId, sectionId },
      { headers: stranger.headers },
    );
    expect(strangerPlay.status).toBe(403);
  });

  it('refuses a play once past the fetches a player makes (the server logs it)', async () => {
    const play = await playOf(owner);
    for (let fetchNo = 1; fetchNo <= KEY_FETCHES_PER_PLAY; fetchNo += 1) {
      const answer = await get(play.keyUrl, owner);
      expect(answer.status, `fetch ${fetchNo}`).toBe(200);
      await answer.arrayBuffer();
    }
    expect(await refusal(await get(play.keyUrl, owner))).toEqual([
      429,
      'A0429',
      '视频密钥请求过于频繁，本次播放已停止',
    ]);
    // Another play of the same learner has a count of its own.
    const next = await playOf(owner);
    expect((await get(next.keyUrl, owner)).status).toBe(200);
  });

  it('cannot be played by ffmpeg from the downloaded files without the key call; with the key it can', async () => {
    const play = await playOf(owner);
    const local = play.variant
      .split('\n')
      .map((line) => {
        if (line.startsWith('#EXT-X-KEY'))
          return line.replace(/URI="[^"]+"/, `URI="${server.baseUrl}${play.keyUrl}"`);
        if (line === '' || line.startsWith('#')) return line;
        return line.split('?')[0];
      })
      .join('\n');
    for (const segment of play.segments) {
      const bytes = Buffer.from(await (await get(segment.pathname + segment.search, owner)).arrayBuffer());
      await writeFile(join(workFolder, segment.pathname.split('/').pop() ?? ''), bytes);
    }
    const decode = (playlist: string) =>
      run('/usr/bin/ffmpeg', [
        '-hide_banner',
        '-loglevel',
        'error',
        '-allowed_extensions',
        'ALL',
        '-protocol_whitelist',
        'file,http,tcp,crypto,data',
        '-i',
        playlist,
        '-f',
        'null',
        '-',
      ]);
    // The key call without the learner's session: refused, so nothing decodes.
    const downloaded = join(workFolder, 'downloaded.m3u8');
    await writeFile(downloaded, local);
    await expect(decode(downloaded)).rejects.toThrow();
    // The same files with the key beside them decode: what stood in the way was the key alone.
    const key = Buffer.from(await (await get(play.keyUrl, owner)).arrayBuffer());
    await writeFile(join(workFolder, 'key.bin'), key);
    const withKey = join(workFolder, 'with-key.m3u8');
    await writeFile(withKey, local.replace(/URI="[^"]+"/, 'URI="key.bin"'));
    await expect(decode(withKey)).resolves.toBeDefined();
  }, 60_000);

  it('ends with the entitlement: after a refund the play started before it gets no key', async () => {
    const play = await playOf(owner);
    expect((await get(play.keyUrl, owner)).status).toBe(200);
    await refundInFull({ id: orderId, amount: orderAmount });
    expect(await refusal(await get(play.keyUrl, owner))).toEqual(ENTITLEMENT_ENDED);
  });

  it('ends with the camp enrolment: a camp play of the section gets no key once the camp is refunded', async () => {
    // The seeded online camp teaches the section's course from its first day.
    await server.database.db
      .insert(trainingPlanItems)
      .values({ trainingId: CAMP, kind: 'course', title: '加密课程', courseId, day: 0, sort: 999 });
    const { learner, order } = await enrolledInRunningTerm('加密视频期');
    const address = await data<PlayAddress>(learner, '/api/front/vod/play/sts/training', {
      trainingId: CAMP,
      courseId,
      sectionId,
    });
    const play = await playlistOf(learner, address);
    expect((await get(play.keyUrl, learner)).status).toBe(200);
    // The learner has not bought the course itself: only the camp lets them play it.
    expect(
      (await server.post('/api/front/vod/play/sts', { courseId, sectionId }, { headers: learner.headers }))
        .status,
    ).toBe(403);
    await refundInFull(order);
    expect(await refusal(await get(play.keyUrl, learner))).toEqual(ENTITLEMENT_ENDED);
  });

  it('ends with the live’s audience: a replay’s play gets no key once its learner’s term is refunded', async () => {
    const { learner, order, termId } = await enrolledInRunningTerm('回放加密期');
    const { createLive, recordAndTranscode } = liveReplayFixtures(server);
    const live = await createLive({ courseId: null, termId, audience: 'term', audienceTermId: termId });
    // The recording's transcode made the encrypted playlist the paid section plays.
    const [section] = (await readCourseSections(server.database.db, courseId)).filter(
      (row) => row.id === sectionId,
    );
    const outputKey = section?.mediaKey ?? '';
    expect(
      await recordAndTranscode(live.id, { outputKey, durationSeconds: section?.durationSeconds ?? 0 }),
    ).toEqual(expect.any(Number));
    const address = await data<PlayAddress>(learner, '/api/front/live/replay/play', { id: live.id });
    const play = await playlistOf(learner, address);
    expect((await get(play.keyUrl, learner)).status).toBe(200);
    await refundInFull(order);
    expect(await refusal(await get(play.keyUrl, learner))).toEqual(ENTITLEMENT_ENDED);
  });

  it('ends with the session: once it is revoked (logged out, or in on another device) the play gets no key', async () => {
    const buyer = await loginWithCode(server, freshPhone());
    await buyInSandbox(server, buyer, { id: courseId, type: 1 });
    const play = await playOf(buyer);
    expect((await get(play.keyUrl, buyer)).status).toBe(200);
    const loggedOut = await server.post('/api/front/user/logout', {}, { headers: buyer.headers });
    expect(loggedOut.body.code).toBe('00000');
    expect(await refusal(await get(play.keyUrl, buyer))).toEqual([
      403,
      'A0301',
      '本次播放已失效（账号已在其他设备登录或已退出），请重新播放',
    ]);
  });
});
