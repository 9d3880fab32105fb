import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { EmptyRequest, endpoint } from '@zhixue/contract';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../src/platform/db/index.js';
import {
  createContentCaches,
  createPublicResponseCache,
  installErrorHandling,
  registerEndpoint,
} from '../src/platform/http/index.js';
import { loggerOptions } from '../src/platform/log/index.js';
import { readEnvelope, serverForThisFile } from './harness.js';
import { loginWithAccount } from './login-helpers.js';

const server = serverForThisFile();

describe('an endpoint that needs a login', () => {
  it('asks a visitor to log in whatever the body, so the web can open its login dialog', async () => {
    for (const body of [undefined, {}, { name: '' }, ['x'], { name: '\u0000' }]) {
      const answer = await server.post('/api/front/user/address/save', body);
      expect([answer.status, answer.body.code], JSON.stringify(body)).toEqual([401, 'A0313']);
    }
    for (const [body, type] of [
      ['{"name":', 'application/json'],
      ['name=x', 'text/plain'],
    ]) {
      const response = await fetch(`${server.baseUrl}/api/front/user/address/save`, {
        method: 'POST',
        headers: { 'content-type': type as string },
        body,
      });
      expect([response.status, (await readEnvelope(response)).code], type).toEqual([401, 'A0313']);
    }
  });

  it('tells a learner outside any enterprise so before looking at the body', async () => {
    const learner = await loginWithAccount(server, '13800000002', 'Zhixue@2026');
    const answer = await server.post('/api/ent/front/vod/play/sts', {}, { headers: learner.headers });
    expect([answer.status, answer.body.code]).toEqual([403, 'A0301']);
  });

  it('validates the body of a logged-in learner', async () => {
    const learner = await loginWithAccount(server, '13800000003', 'Zhixue@2026');
    const answer = await server.post('/api/front/user/address/save', {}, { headers: learner.headers });
    expect([answer.status, answer.body.code]).toEqual([400, 'A0400']);
  });
});

/** The raw bytes of a POST, as the socket carries them (fetch would decompress them). */
function rawPost(path: string, acceptEncoding?: string) {
  return new Promise<{ headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
    const sent = httpRequest(
      `${server.baseUrl}${path}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end('{}');
  });
}

describe('a public answer kept in memory', () => {
  it('is sent compressed as the browser accepts it, the same answer each time, and plain to a client that accepts none', async () => {
    const path = '/api/front/home/course/list';
    const plain = await rawPost(path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const answer = JSON.parse(plain.bytes.toString('utf8')) as { code: string };
    expect(answer.code).toBe('00000');
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip;q=0.5', 'gzip', gunzipSync],
    ] as const) {
      for (const round of [1, 2]) {
        const sent = await rawPost(path, accepted);
        expect(sent.headers['content-encoding'], `${accepted}, round ${round}`).toBe(encoding);
        expect(sent.headers.vary).toContain('accept-encoding');
        expect(Number(sent.headers['content-length'])).toBe(sent.bytes.length);
        expect(JSON.parse(decode(sent.bytes).toString('utf8'))).toEqual(answer);
      }
    }
  });
});

describe('an answer that breaks its own response schema', () => {
  const lines: Array<{ level: number; msg: string; err?: { message: string } }> = [];
  const app = Fastify({
    logger: loggerOptions('info', { write: (line: string) => lines.push(JSON.parse(line)) }),
  });
  afterAll(() => app.close());

  it('is logged as our error and answered B0001, never A0400', async () => {
    installErrorHandling(app);
    const broken = endpoint({
      path: '/api/front/test/broken',
      access: 'public',
      request: EmptyRequest,
      response: z.object({ count: z.number().int() }),
    });
    registerEndpoint(
      app,
      {
        resolveSession: async () => null,
        resolveOperator: async () => {
          throw new Error('no console call here');
        },
        recordAudit: async () => {
          throw new Error('no console write here');
        },
        publicCache: createPublicResponseCache(),
        contentCaches: createContentCaches(),
        // A public call opens no transaction.
        db: {} as Database,
      },
      broken,
      // A handler that drifted from the contract (a count that became text).
      () => ({ count: 'three' }) as unknown as { count: number },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const response = await fetch(`http://127.0.0.1:${port}${broken.path}`, { method: 'POST' });
    expect(response.status).toBe(500);
    expect(await readEnvelope(response)).toEqual({
      code: 'B0001',
      msg: '系统繁忙，请稍后再试',
      data: null,
      reason: 'SYSTEM_ERROR',
    });
    const logged = lines.find((line) => line.level === 50);
    expect(logged?.err?.message).toContain(
      '/api/front/test/broken breaks its response schema (count: invalid_type)',
    );
  });
});
