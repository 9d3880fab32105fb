import { describe, expect, it } from 'vitest';
import { CacheUnavailableError, createMemoryCache } from '../../platform/cache/index.js';
import { CODE_TTL_SECONDS, createSmsCodes } from './sms-codes.js';

describe('SMS codes', () => {
  it('expire after five minutes', async () => {
    let now = 0;
    const codes = createSmsCodes(
      createMemoryCache(() => now),
      's'.repeat(32),
    );
    const code = await codes.issue('13800000001', '1.2.3.4');
    now += CODE_TTL_SECONDS * 1000;
    await expect(codes.verify('13800000001', code)).rejects.toMatchObject({ code: 'A0203' });
  });

  it('are stored hashed, never as the code itself', async () => {
    const cache = createMemoryCache();
    const codes = createSmsCodes(cache, 's'.repeat(32));
    const code = await codes.issue('13800000002', '1.2.3.4');
    const stored = await cache.get('sms:code:13800000002');
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain(code);
  });

  it('refuse new sends while the limit store is down (fail closed)', async () => {
    const broken = {
      ...createMemoryCache(),
      incr: () => Promise.reject(new CacheUnavailableError('redis://127.0.0.1:6379')),
    };
    const codes = createSmsCodes(broken, 's'.repeat(32));
    await expect(codes.issue('13800000003', '1.2.3.4')).rejects.toMatchObject({ code: 'B0503' });
  });
});
