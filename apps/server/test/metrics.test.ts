import { createServer } from 'node:net';
import { homeBannerList, MEDIA_PATH_PREFIX, NOTICE_STREAM_PATH } from '@zhixue/contract';
import { describe, expect, it } from 'vitest';
import { reportCacheCommandFailure } from '../src/platform/cache/command-failures.js';
import { openCache } from '../src/platform/cache/index.js';
import { readEnvelope, serverForThisFile, startTestServer, type TestServer } from './harness.js';
import { loginWithCode, phoneNumbers } from './login-helpers.js';

const TOKEN = 'metrics-token-for-the-tests-0123';
const server = serverForThisFile({ METRICS_TOKEN: TOKEN });
const freshPhone = phoneNumbers('1392700');

const scrape = (token = TOKEN) => server.fetch('/metrics', { headers: { authorization: `Bearer ${token}` } });

async function scrapeText(): Promise<string> {
  const response = await scrape();
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of the one sample `name{labels}` (labels in the order they are exposed); 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const selector = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .join(',');
  const prefix = selector ? `${name}{${selector}} ` : `${name} `;
  const line = text.split('\n').find((each) => each.startsWith(prefix));
  return line === undefined ? 0 : Number(line.slice(prefix.length));
}

/** Lines of the Prometheus text format 0.0.4: comments, or a sample with a number. */
const COMMENT = /^# (HELP|TYPE) [a-zA-Z_:][\w:]* .+$/;
const SAMPLE = /^[a-zA-Z_:][\w:]*(\{([a-zA-Z_]\w*="([^"\\\n]|\\.)*",?)*\})? (-?[\d.e+-]+|NaN|[+-]Inf)$/;

describe('/metrics with METRICS_TOKEN', () => {
  it('answers exposition text with the figures an operator watches', async () => {
    const text = await scrapeText();
    const lines = text.split('\n').filter((line) => line !== '');
    expect(lines.filter((line) => !COMMENT.test(line) && !SAMPLE.test(line))).toEqual([]);
    for (const name of [
      'zhixue_http_request_duration_seconds',
      'zhixue_cache_command_failures_total',
      'zhixue_job_queue_jobs',
      'zhixue_sse_open_streams',
      'zhixue_database_info',
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
      ...(server.database.kind === 'postgres'
        ? ['zhixue_db_pool_connections', 'zhixue_db_pool_waiting']
        : []),
    ]) {
      expect(text, name).toContain(`# TYPE ${name} `);
    }
    expect(sample(text, 'zhixue_database_info', { kind: server.database.kind })).toBe(1);
  });

  it('counts requests by route pattern and status, never by raw address', async () => {
    const ok = { method: 'POST', route: homeBannerList.path, status: '200' };
    const before = sample(await scrapeText(), 'zhixue_http_request_duration_seconds_count', ok);
    for (let call = 0; call < 3; call += 1)
      expect((await server.post(homeBannerList.path, {})).status).toBe(200);
    await server.fetch(`${MEDIA_PATH_PREFIX}raw-file-name-4711.mp4`);
    await server.post('/api/front/no-such-call-4711', {});

    const text = await scrapeText();
    expect(sample(text, 'zhixue_http_request_duration_seconds_count', ok) - before).toBe(3);
    expect(sample(text, 'zhixue_http_request_duration_seconds_bucket', { le: '+Inf', ...ok }) - before).toBe(
      3,
    );
    expect(text).toMatch(new RegExp(`route="${MEDIA_PATH_PREFIX}\\*"`));
    expect(text).toMatch(/method="POST",route="unmatched",status="404"/);
    expect(text).not.toContain('4711');
  });

  it('counts the open notice streams', async () => {
    const learner = await loginWithCode(server, freshPhone());
    const controller = new AbortController();
    const stream = await server.fetch(NOTICE_STREAM_PATH, {
      headers: learner.headers,
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    expect(sample(await scrapeText(), 'zhixue_sse_open_streams')).toBe(1);
    controller.abort();
    await expect.poll(async () => sample(await scrapeText(), 'zhixue_sse_open_streams')).toBe(0);
  });

  it('counts failed cache commands', async () => {
    const before = sample(await scrapeText(), 'zhixue_cache_command_failures_total');
    reportCacheCommandFailure();
    expect(sample(await scrapeText(), 'zhixue_cache_command_failures_total') - before).toBe(1);
  });

  it.runIf(process.env.REDIS_URL)('counts a command Redis could not run', async () => {
    const before = sample(await scrapeText(), 'zhixue_cache_command_failures_total');
    const closed = await openCache(process.env.REDIS_URL);
    await closed.close();
    await expect(closed.get('anything')).rejects.toThrow();
    expect(sample(await scrapeText(), 'zhixue_cache_command_failures_total') - before).toBe(1);
  });

  it('shows every job queue by state, jobs sent for later as deferred', async () => {
    const text = await scrapeText();
    const queue = /zhixue_job_queue_jobs\{queue="([^"]+)",state="deferred"\}/.exec(text)?.[1];
    expect(queue).toBeDefined();
    for (const state of ['waiting', 'deferred', 'active', 'failed']) {
      expect(text).toContain(`zhixue_job_queue_jobs{queue="${queue}",state="${state}"}`);
    }
    const deferred = (figures: string) =>
      sample(figures, 'zhixue_job_queue_jobs', { queue: queue as string, state: 'deferred' });
    // An hour from now: it waits through this test without being worked.
    await server.jobs.send(queue as string, {}, { startAfter: 3_600 });
    expect(deferred(await scrapeText()) - deferred(text)).toBe(1);
  });

  it.each([
    ['without a token', {}],
    ['with another token', { authorization: 'Bearer another-token-of-the-same-size' }],
    ['with the token not as a bearer', { authorization: TOKEN }],
  ])('refuses a scrape %s', async (_how, headers: Record<string, string>) => {
    const refused = await server.fetch('/metrics', { headers });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe('Bearer');
    expect(await readEnvelope(refused)).toMatchObject({
      code: 'A0313',
      reason: 'METRICS_TOKEN_INVALID',
      data: null,
    });
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  async function withServer(env: Record<string, string>, use: (other: TestServer) => Promise<void>) {
    const other = await startTestServer(env);
    try {
      await use(other);
    } finally {
      await other.close();
    }
  }

  it('is not found when nothing opens it', async () => {
    await withServer({}, async (other) => {
      const answer = await other.fetch('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(answer.status).toBe(404);
      expect(await readEnvelope(answer)).toMatchObject({
        code: 'A0404',
        reason: 'API_NOT_FOUND',
        data: null,
      });
    });
  });

  it('is served on METRICS_PORT, on 127.0.0.1 only, and not on the public port', async () => {
    const port = await freePort();
    await withServer({ METRICS_PORT: String(port) }, async (other) => {
      const scraped = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('# TYPE zhixue_http_request_duration_seconds histogram');
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
      expect((await other.fetch('/metrics')).status).toBe(404);
    });
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
