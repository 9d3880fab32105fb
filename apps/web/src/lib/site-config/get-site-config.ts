import { queryOptions, useQuery } from '@tanstack/react-query';
import { configDetail, type SiteConfig } from '@zhixue/contract';
import { call } from '@/lib/api';

/**
 * Site settings (contact details, QR code targets, record numbers). Shared by the footer, the right
 * sidebar and feature modals, hence in lib rather than one feature.
 */
export function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  return call(configDetail, undefined, { signal, background: true });
}

export const siteConfigQueryOptions = queryOptions({
  queryKey: ['config', 'site'],
  queryFn: ({ signal }) => getSiteConfig(signal),
  staleTime: 10 * 60_000,
  // The page works without it; the footer and sidebar just show less.
  meta: { silentError: true },
});

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions);
}
