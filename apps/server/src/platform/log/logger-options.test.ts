import { DrizzleQueryError } from 'drizzle-orm/errors';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger-options.js';

function capture() {
  const lines: string[] = [];
  const log = pino(loggerOptions('info'), { write: (line: string) => lines.push(line) });
  return { log, text: () => lines.join('\n'), entries: () => lines.map((line) => JSON.parse(line)) };
}

/** A PostgreSQL error as node-postgres and PGlite raise it: SQLSTATE plus the server's fields. */
function databaseError(message: string, fields: Record<string, unknown>) {
  return Object.assign(new Error(message), { severity: 'ERROR', ...fields });
}

describe('server log', () => {
  it('censors personal fields and the session token wherever a line carries them', () => {
    const { log, text, entries } = capture();
    log.info(
      {
        req: { headers: { token: 'tok-secret-1', cookie: 'zx_token=tok-secret-2' } },
        body: { mobile: '13800000001', code: '482913', password: 'Zhixue@2026', detail: 'kept' },
        user: { address: { detail: '文三路九十九号' }, account: 'hdzz001' },
      },
      'request',
    );
    for (const secret of ['tok-secret', '13800000001', '482913', 'Zhixue@2026', '文三路', 'hdzz001']) {
      expect(text()).not.toContain(secret);
    }
    expect(entries()[0].body).toMatchObject({ mobile: '[redacted]', detail: 'kept' });
  });

  it('keeps what a failed statement was but not the values it ran with', () => {
    const { log, text, entries } = capture();
    const cause = databaseError('invalid input syntax for type integer: "13900000099"', {
      code: '22P02',
      where: "unnamed portal parameter $2 = '13900000099'",
      detail: 'Failing row contains (7, 罗晓燕, 13900000099).',
      params: ['罗晓燕', '13900000099'],
    });
    const error = new DrizzleQueryError(
      'insert into "addresses" ("name", "mobile") values ($1, $2)',
      ['罗晓燕', '13900000099'],
      cause,
    );
    log.error({ err: error }, 'unexpected error');

    expect(text()).not.toContain('13900000099');
    expect(text()).not.toContain('罗晓燕');
    const { err } = entries()[0];
    expect(err.type).toBe('DrizzleQueryError');
    expect(err.message).toContain('insert into "addresses"');
    expect(err.message).toContain('invalid input syntax for type integer: "[redacted]"');
    expect(err.stack).toContain('caused by:');
    // The original error is untouched: only the log's copy loses the values.
    expect(error.params).toEqual(['罗晓燕', '13900000099']);
  });

  it('keeps the code of an error, which is not an SMS code', () => {
    const { log, entries } = capture();
    log.warn(
      { err: databaseError('Connection terminated', { code: 'ECONNRESET' }) },
      'database connection lost',
    );
    expect(entries()[0].err.code).toBe('ECONNRESET');
  });
});
