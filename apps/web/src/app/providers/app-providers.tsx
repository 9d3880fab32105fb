import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * App-wide providers. antd's ConfigProvider (zh_CN, theme) is not here: it wraps the pages that use
 * antd through a lazy layout route (app/antd/antd-layout), keeping antd out of the home page's first load.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
