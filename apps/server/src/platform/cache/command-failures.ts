/**
 * Tells whoever listens (the metrics) that a command of the shared cache failed: the Redis cache
 * reports each one here, so counting them needs nothing of how it runs its commands.
 */
export type CacheFailureListener = () => void;

const listeners = new Set<CacheFailureListener>();

/** Calls `listener` on every failed cache command; answers the function that stops it. */
export function onCacheCommandFailure(listener: CacheFailureListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by a cache whenever one of its commands fails (unreachable, timed out, refused). */
export function reportCacheCommandFailure(): void {
  for (const listener of listeners) listener();
}
