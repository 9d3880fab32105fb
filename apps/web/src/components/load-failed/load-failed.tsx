import { Button } from 'antd';
import { EmptyState } from '@/components/empty-state';
import { isApiError } from '@/lib/api';

/** The part of a TanStack query a failed block reads and retries. */
interface FailedQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

interface LoadFailedProps {
  query: FailedQuery;
  /** Said when the failure carries no server message (a network failure). */
  fallback?: string;
  title?: string;
  compact?: boolean;
}

/**
 * A block whose data failed to load: the server's message and 重新加载. Queries stay silent on
 * failure (no toast), so this is where the reader learns of it. Kept apart from empty-state because
 * it needs antd, which the home page's first load goes without.
 */
export function LoadFailed({ query, fallback = '加载失败', title, compact = false }: LoadFailedProps) {
  return (
    <EmptyState compact={compact} title={title} text={isApiError(query.error) ? query.error.msg : fallback}>
      <Button onClick={() => void query.refetch()} loading={query.isFetching}>
        重新加载
      </Button>
    </EmptyState>
  );
}
