import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { tolerateLostStatements } from './stray-rejections.js';

function guarded() {
  const warnings: string[] = [];
  const source = new EventEmitter();
  tolerateLostStatements({ warn: (_details, message) => warnings.push(message) }, source);
  return { warnings, reject: (reason: unknown) => source.emit('unhandledRejection', reason) };
}

describe('stray rejections', () => {
  it('tolerates a statement lost with its connection, and says so', () => {
    const { warnings, reject } = guarded();
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    expect(() => reject(terminated)).not.toThrow();
    expect(() => reject(new Error('wrapped', { cause: { code: 'ECONNRESET' } }))).not.toThrow();
    expect(warnings).toHaveLength(2);
  });

  it('still ends the process for any other stray rejection', () => {
    const { warnings, reject } = guarded();
    const bug = new TypeError('x is undefined');
    expect(() => reject(bug)).toThrow(bug);
    expect(() => reject(Object.assign(new Error('duplicate key'), { code: '23505' }))).toThrow(
      'duplicate key',
    );
    expect(warnings).toHaveLength(0);
  });
});
