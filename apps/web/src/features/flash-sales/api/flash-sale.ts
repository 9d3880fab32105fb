import { useQuery } from '@tanstack/react-query';
import { type FlashSaleView, flashSaleOfProduct } from '@zhixue/contract';
import { call } from '@/lib/api';

export interface FlashSaleProduct {
  productType: 1 | 2 | 8 | 9;
  productId: number;
}

/** While a sale runs, the remaining count is read again this often: units go, and come back. */
const RUNNING_REFRESH_MS = 5_000;

/**
 * The product's flash sale as the server counts it now (null when there is none). The answer's
 * seconds are counted from when it arrived (`receivedAt`), not from the browser's clock.
 */
export function useProductFlashSale(product: FlashSaleProduct, viewer: number) {
  return useQuery({
    queryKey: ['flash-sale', product, viewer],
    queryFn: async ({ signal }) => ({
      sale: (await call(flashSaleOfProduct, product, { signal })).sale,
      receivedAt: Date.now(),
    }),
    refetchInterval: (query) =>
      (query.state.data?.sale as FlashSaleView | null | undefined)?.state === 'running'
        ? RUNNING_REFRESH_MS
        : false,
    // The page is about the product: a sale that could not be read is simply not shown.
    meta: { silentError: true },
  });
}
