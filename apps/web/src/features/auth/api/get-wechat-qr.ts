import { queryOptions, useQuery } from '@tanstack/react-query';
import { userWxQrConnect } from '@zhixue/contract';
import { call } from '@/lib/api';
import type { WeChatPurpose } from '@/lib/identity';

/** Where to scan: WeChat's QR page, or in development the server's stand-in page; and its state. */
export function getWeChatQr(purpose: WeChatPurpose, signal?: AbortSignal) {
  return call(userWxQrConnect, { purpose }, { signal, background: true });
}

/** Every refresh (`round`) asks for a new state; a QR code is never reused from the cache. */
export function weChatQrQueryOptions(purpose: WeChatPurpose, round: number) {
  return queryOptions({
    queryKey: ['auth', 'wechat-qr', purpose, round],
    queryFn: ({ signal }) => getWeChatQr(purpose, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    meta: { silentError: true },
  });
}

export function useWeChatQr(purpose: WeChatPurpose, round: number) {
  return useQuery(weChatQrQueryOptions(purpose, round));
}
