import type { Database } from '../../platform/db/index.js';

/**
 * The in-process caches of course facts, outlines and list pages of one database (decisions 0002,
 * 0007), so that a console change clears every one of them at once: the catalog's own and those the
 * orders and learning modules keep through `cachedCourseFacts`.
 */
const cachesOf = new WeakMap<Database, Set<{ clear(): void }>>();

export function registerCatalogueCache<C extends { clear(): void }>(db: Database, cache: C): C {
  const caches = cachesOf.get(db) ?? new Set();
  caches.add(cache);
  cachesOf.set(db, caches);
  return cache;
}

export function clearCatalogueCaches(db: Database): void {
  for (const cache of cachesOf.get(db) ?? []) cache.clear();
}
