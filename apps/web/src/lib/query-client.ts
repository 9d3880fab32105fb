import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, toastError } from '@/lib/api';

/** Per-query options the app understands (`meta` on a query or mutation). */
export interface AppQueryMeta extends Record<string, unknown> {
  /** Failures are shown by the component itself (or not at all): no global toast. */
  silentError?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppQueryMeta;
  }
}

/** Caller mistakes and session problems do not get better by asking again. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && (error.handled || error.code.startsWith('A'))) return false;
  return failureCount < 1;
}

/**
 * One QueryClient for the app. Errors surface once, globally, as a toast of the server's message
 * (spec section 8), unless a query opts out with `meta.silentError`.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silentError) return;
        toastError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.silentError) return;
        toastError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
