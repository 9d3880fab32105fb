import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createMemoryCache } from '../src/platform/cache/index.js';
import { loadConfig } from '../src/platform/config/index.js';
import { IN_MEMORY } from '../src/platform/db/index.js';
import { createJobs } from '../src/platform/jobs/index.js';
import { readEnvelope, testDatabase } from './harness.js';

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
