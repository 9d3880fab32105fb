import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { readCourseSections } from '../src/modules/catalog/index.js';
import { KEY_FETCHES_PER_PLAY } from '../src/modules/learning/media-key.js';
import { sendMp4Encryptions } from '../src/modules/media/index.js';
import { startTestServer, type TestServer, testDatabase } from './harness.js';
import type { PlayAddress } from './learning-support.js';
import { type LoggedIn, loginWithCode, phoneNumbers } from './login-helpers.js';
import { signInAs } from './operator-helpers.js';
import { buyInSandbox, pickPlainCourse } from './orders-support.js';
import { refundCalls } from './refunds-support.js';

/**
 * The key call of an encrypted section on two server processes of one site (decisions 0053, 0060):
 * each keeps the learner's right to the course in memory, and the count of a play's key fetches is
 * shared, so a downloader spreading its fetches over both is counted once, and a refund made on one
 * ends the play on the other at once (the console write clears every process's kept rights).
 */
const freshPhone = phoneNumbers('1330060');
/** How long the other process may still answer a refunded play: the announcement's delay. */
const OTHER_PROCESS_DEADLINE_MS = 1_000;

async function convertedSection(server: TestServer, courseId: number): Promise<number> {
  const paid = (await readCourseSections(server.database.db, courseId)).find(
    (section) => section.trial === 0 && section.mediaKey?.endsWith('.mp4'),
  );
  if (!paid) throw new Error(`course ${courseId} has no paid MP4 section`);
  expect(await sendMp4Encryptions(server.jobs, server.database.db, courseId)).toBeGreaterThan(0);
  await vi.waitFor(
    async () => {
      const sections = await readCourseSections(server.database.db, courseId);
      expect(sections.find((section) => section.id === paid.id)?.mediaKey).toMatch(/\.m3u8$/);
    },
    { timeout: 120_000, interval: 500 },
  );
  return paid.id;
}

describe('the key call on two server processes', () => {
  it('counts a play’s fetches over both, and refuses a refunded play on the other at once', async (context) => {
    context.skip(
      !process.env.DATABASE_URL,
      'needs PostgreSQL: an embedded PGlite database belongs to one process, whose own count and clearing media-encryption.test.ts checks',
    );
    const store = await testDatabase({ contents: 'seeded' });
    const cachePrefix = `zxtest:${randomBytes(4).toString('hex')}:`;
    const servers: TestServer[] = [];
    try {
      const a = await startTestServer({}, { store, cachePrefix });
      servers.push(a);
      const b = await startTestServer({}, { store, cachePrefix });
      servers.push(b);
      const courseId = await pickPlainCourse(a, sql`charge = 1 and vip = 0`);
      const sectionId = await convertedSection(a, courseId);
      const owner: LoggedIn = await loginWithCode(a, freshPhone());
      const order = await buyInSandbox(a, owner, { id: courseId, type: 1 });

      /** A new play issued by A, and a fetch of its key from `server`: the answer's status. */
      const newPlay = async () => {
        const answer = await a.post(
          '/api/front/vod/play/sts',
          { courseId, sectionId },
          { headers: owner.headers },
        );
        const { playUrl, format } = answer.body.data as PlayAddress;
        expect(format).toBe('hls');
        const ticket = new URL(playUrl, a.baseUrl).searchParams.get('k');
        return async (server: TestServer) => {
          const response = await server.fetch(`/media-key?k=${ticket}`, { headers: owner.headers });
          await response.arrayBuffer();
          return response.status;
        };
      };

      // A downloader alternating between the two processes: one count, whichever process answers.
      const fetchKey = await newPlay();
      for (let fetchNo = 1; fetchNo <= KEY_FETCHES_PER_PLAY; fetchNo += 1) {
        expect(await fetchKey(fetchNo % 2 === 0 ? a : b), `fetch ${fetchNo}`).toBe(200);
      }
      expect(await fetchKey(a)).toBe(429);
      expect(await fetchKey(b)).toBe(429);

      // Both processes keep the owner's right to the course; the refund is made on A.
      const play = await newPlay();
      expect(await play(b)).toBe(200);
      expect(await play(a)).toBe(200);
      const finance = await signInAs(a, 'finance');
      await refundCalls(a).refunded(finance, { orderId: order.id, amount: order.amount });
      const refunded = Date.now();
      expect(await play(a)).toBe(403);
      await vi.waitFor(async () => expect(await play(b)).toBe(403), {
        timeout: OTHER_PROCESS_DEADLINE_MS,
        // Each refused fetch counts too: few enough polls to stay under the limit.
        interval: 50,
      });
      context.annotate(`B refused the refunded play ${Date.now() - refunded} ms after the refund's answer`);
    } finally {
      for (const started of servers.reverse()) await started.close();
      await store.dispose();
    }
  }, 240_000);
});
