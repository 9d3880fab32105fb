import { NOTICE_STREAM_PATH } from '@zhixue/contract';
import { expect } from 'vitest';
import type { ApiClient } from './harness.js';
import type { LoggedIn } from './login-helpers.js';

/**
 * Opens a learner's notice stream (SSE) on `server`; `next(text, withinMs)` resolves 'received' when
 * that text arrives, 'ended' when the stream ends first, and throws when neither happens in time
 * (a read still waiting then is kept for the next call, so no chunk is lost).
 */
export async function openNoticeStream(server: ApiClient, who: LoggedIn) {
  const response = await server.fetch(NOTICE_STREAM_PATH, { headers: who.headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let received = '';
  let reading: ReturnType<typeof reader.read> | undefined;
  const next = async (text: string, withinMs: number) => {
    const deadline = Date.now() + withinMs;
    while (!received.includes(text)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${JSON.stringify(text)} within ${withinMs} ms: ${received}`);
      reading ??= reader.read();
      const chunk = await Promise.race([
        reading,
        new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), left)),
      ]);
      if (chunk === 'timeout') continue;
      reading = undefined;
      if (chunk.done) return 'ended' as const;
      received += decoder.decode(chunk.value, { stream: true });
    }
    const at = received.indexOf(text);
    received = received.slice(at + text.length);
    return 'received' as const;
  };
  return { next, close: () => reader.cancel() };
}
