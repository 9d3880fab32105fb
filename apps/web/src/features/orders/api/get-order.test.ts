import { QueryClient } from '@tanstack/react-query';
import { orderDetail, orderDetail1 } from '@zhixue/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { orderQueryOptions } from './get-order';

const call = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api', () => ({ call }));

const pending = { id: 42, orderNo: 'ZX20261121000042', status: 'pending', payChannel: 'wx' };

beforeEach(() => call.mockReset());

describe('orderQueryOptions', () => {
  it('reads the order by its number first, then by its id, polls in the background', async () => {
    const client = new QueryClient();
    const options = orderQueryOptions(client, pending.orderNo);
    call.mockResolvedValue(pending);

    await client.fetchQuery(options);
    expect(call).toHaveBeenLastCalledWith(
      orderDetail1,
      { orderNo: pending.orderNo },
      expect.objectContaining({ background: false }),
    );

    await client.fetchQuery({ ...options, staleTime: 0 });
    expect(call).toHaveBeenLastCalledWith(
      orderDetail,
      { id: 42 },
      expect.objectContaining({ background: true }),
    );
  });
});
