import { useQuery } from '@tanstack/react-query';
import {
  adminFlashSaleCreate,
  adminFlashSaleList,
  adminFlashSaleStop,
  type RequestOf,
} from '@zhixue/contract';
import { apiPageQuery, useApiMutation } from '@/lib/api-query';

const FLASH_SALES = ['flash-sales'] as const;

export const useFlashSales = (query: RequestOf<typeof adminFlashSaleList>) =>
  useQuery(apiPageQuery(FLASH_SALES, adminFlashSaleList, query));
export const useCreateFlashSale = () => useApiMutation(adminFlashSaleCreate, [FLASH_SALES]);
export const useStopFlashSale = () => useApiMutation(adminFlashSaleStop, [FLASH_SALES]);
