import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { homeBannerList } from '@zhixue/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createMemoryCache } from '../src/platform/cache/index.js';
import { loadConfig } from '../src/platform/config/index.js';
import { IN_MEMORY } from '../src/platform/db/index.js';
import { createJobs } from '../src/platform/jobs/index.js';
import { startBuiltServer } from './built-server.js';
import { readEnvelope, testDatabase } from './harness.js';
import { type Outcome, requestStream, send } from './http-outcomes.js';

describe('draining', () => {
  it('finishes in-flight requests and answers new ones 503 while shutting down', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: IN_MEMORY,
      WEB_DIST: '/nonexistent',
    });
    const store = await testDatabase();
    const database = await store.open();
    const { app, beginDraining } = await buildApp({
      config,
      database,
      cache: createMemoryCache(),
      jobs: createJobs(database),
    });
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A request that is still running when the shutdown starts.
    app.post('/slow', async () => {
      await released;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const inFlight = fetch(`${base}/slow`, { method: 'POST' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    beginDraining();
    const late = await fetch(`${base}/healthz`);
    expect(late.status).toBe(503);
    expect(await readEnvelope(late)).toEqual({
      code: 'B0503',
      msg: '服务正在维护或重启，请稍后再试',
      data: null,
      reason: 'SERVICE_UNAVAILABLE',
    });

    const closed = app.close();
    release();
    const finished = await inFlight;
    expect(finished.status).toBe(200);
    expect(await finished.json()).toEqual({ done: true });
    await closed;
    await database.close();
    await store.dispose();
  });
});

/**
 * A POST whose body arrives in two parts: its headers (and a first byte) now, the rest when
 * `finish` is called. The server has begun it, so it is in flight until then.
 */
function startSlowRequest(base: string, path: string) {
  const body = '{            }';
  const request = httpRequest(`${base}${path}`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': body.length },
  });
  const response = new Promise<{ status: Outcome; text: string }>((resolve) => {
    request.on('response', (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => {
        text += chunk;
      });
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, text }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ status: error.code ?? '', text: '' }));
  });
  request.write(body.slice(0, 1));
  return { finish: () => request.end(body.slice(1)), response };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the built server on SIGTERM', () => {
  const drainSeconds = 4;

  it('answers 503 through the drain window, finishes what is in flight, then closes and exits', async () => {
    const server = await startBuiltServer({ DRAIN_SECONDS: String(drainSeconds) });
    const keptAlive = new Agent({ keepAlive: true });
    try {
      const base = server.baseUrl;
      expect(await send(base, '/readyz', false)).toBe(200);
      const slow = startSlowRequest(base, homeBannerList.path);
      await sleep(300);

      const signalledAt = Date.now();
      server.signal('SIGTERM');
      // The signal is handled as soon as the event loop turns: readiness says 503 from then on.
      let readiness: Outcome = 200;
      while (readiness === 200 && Date.now() - signalledAt < 2_000) {
        readiness = await send(base, '/readyz', false);
      }
      expect(readiness).toBe(503);

      // What a load balancer sends before it notices: new connections and kept-alive ones, reads and calls.
      const body = JSON.stringify({});
      const tally = await requestStream(4, signalledAt + (drainSeconds * 1000) / 2, (index) => {
        const agent = index % 2 === 0 ? keptAlive : false;
        return index % 3 === 0 ? send(base, '/readyz', agent) : send(base, homeBannerList.path, agent, body);
      });
      expect(Object.keys(tally)).toEqual(['503']);
      expect(tally['503']).toBeGreaterThan(20);

      // Then the listener closes, the request in flight still finishing, and the process ends.
      let closed: Outcome = 503;
      // A connection accepted in the instant the listener closes is reset rather than refused: the
      // next probe meets the closed port.
      while (closed === 503 || closed === 'ECONNRESET') {
        closed = await send(base, '/healthz', false);
        await sleep(50);
      }
      expect(closed).toBe('ECONNREFUSED');
      expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(drainSeconds * 1000 - 100);
      slow.finish();
      const finished = await slow.response;
      expect(finished.status).toBe(200);
      expect(JSON.parse(finished.text)).toMatchObject({ code: '00000' });
      expect(await server.exited).toBe(0);
      expect(server.errors()).toBe('');
    } finally {
      keptAlive.destroy();
      await server.stop();
    }
  }, 180_000);
});
