import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, getSession, type LoginParams, setSession } from '@/lib/session';
import { applyPaidOrder } from './refresh-after-payment';

const learner: LoginParams = {
  id: 3,
  nickname: '周小满',
  avatar: null,
  entName: null,
  entId: null,
  logo: null,
  vipFront: { vip: 0 },
  acquisitionUserFrontDTO: null,
};

function cacheWith(...keys: string[][]): QueryClient {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, {});
  return client;
}

const stale = (client: QueryClient, key: string[]) => client.getQueryState(key)?.isInvalidated;

afterEach(() => clearSession());

describe('applyPaidOrder', () => {
  it('marks what a purchase changes as stale, but not the paid order itself', async () => {
    const client = cacheWith(
      ['catalog', 'detail', '10'],
      ['home', 'new'],
      ['users', 'detail'],
      ['orders', 'list', 'all', '1'],
      ['orders', 'detail', 'ZX123456'],
      ['config', 'site'],
    );
    await applyPaidOrder(client, { type: 1, vipExpiresAt: null });
    expect(stale(client, ['catalog', 'detail', '10'])).toBe(true);
    expect(stale(client, ['home', 'new'])).toBe(true);
    expect(stale(client, ['users', 'detail'])).toBe(true);
    expect(stale(client, ['orders', 'list', 'all', '1'])).toBe(true);
    expect(stale(client, ['orders', 'detail', 'ZX123456'])).toBe(false);
    expect(stale(client, ['config', 'site'])).toBe(false);
  });

  it('turns the member flag on after a membership order, so the header shows the gold ring', async () => {
    setSession(learner);
    await applyPaidOrder(new QueryClient(), { type: 9, vipExpiresAt: '2026-12-22T00:00:00.000Z' });
    expect(getSession()?.vipFront.vip).toBe(1);
  });

  it('leaves the member flag alone after other orders', async () => {
    setSession(learner);
    await applyPaidOrder(new QueryClient(), { type: 1, vipExpiresAt: null });
    expect(getSession()?.vipFront.vip).toBe(0);
  });
});
