import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from './lazy-child-logger.js';
import { loggerOptions } from './logger-options.js';

function requestLogger(level: string) {
  const lines: string[] = [];
  const server = pino(loggerOptions(level), { write: (line: string) => lines.push(line) });
  const children: unknown[] = [];
  // Counts the children made, which is what the lazy logger saves.
  const parent = new Proxy(server, {
    get(target, property, receiver) {
      if (property !== 'child') return Reflect.get(target, property, receiver);
      return (...args: Parameters<typeof server.child>) => {
        const child = target.child(...args);
        children.push(child);
        return child;
      };
    },
  });
  const log = lazyChildLogger(parent as unknown as FastifyBaseLogger, { reqId: 'req-1' }, {});
  return { log, children, entries: () => lines.map((line) => JSON.parse(line)) };
}

describe('a request logger', () => {
  it('is not made for lines below the server level, and writes nothing for them', () => {
    const { log, children, entries } = requestLogger('warn');
    log.info({ detail: 'ignored' }, 'incoming request');
    log.debug('ignored');
    expect(log.level).toBe('warn');
    expect(children).toHaveLength(0);
    expect(entries()).toEqual([]);
  });

  it('writes a line at an enabled level through the request child: its id bound, personal fields censored', () => {
    const { log, children, entries } = requestLogger('warn');
    log.warn({ token: 'tok-secret', body: { mobile: '13800000001' } }, 'sms delivery failed');
    log.error(new Error('boom'), 'unexpected error');
    expect(children).toHaveLength(1);
    const [warned, failed] = entries();
    expect(warned).toMatchObject({
      level: 40,
      reqId: 'req-1',
      token: '[redacted]',
      body: { mobile: '[redacted]' },
      msg: 'sms delivery failed',
    });
    expect(failed).toMatchObject({ level: 50, reqId: 'req-1', msg: 'unexpected error' });
    expect(failed.err.message).toBe('boom');
  });

  it('hands out children of the request child, with both bindings', () => {
    const { log, entries } = requestLogger('info');
    log.child({ stream: 'notices' }).info('listening');
    expect(entries()[0]).toMatchObject({ reqId: 'req-1', stream: 'notices', msg: 'listening' });
  });
});
