/** Anything held in process memory that a change of content makes stale. */
export interface Clearable {
  clear(): void;
}

/**
 * The in-process copies one server keeps of what the console changes (public answers, course facts,
 * list pages, search matches, outlines), cleared together by one signal: after a console write
 * commits in this process, when another process announces one, and when the announcements resume
 * after a lost connection (decision 0040). Each cache still has its own time bound, which then only
 * matters while announcements cannot arrive.
 *
 * Everything goes at every change, rather than the caches of the kind that changed: console writes
 * are a few a minute and each cleared entry costs one query to load again, while clearing by kind
 * would make every write name every cache its change shows in (a lecturer's name is in course facts,
 * list cards and search matches; a bundle's members in the facts of each member) — one pairing
 * forgotten is a stale page again, which is what this replaces.
 */
export interface ContentCaches extends Clearable {
  /** Registers `cache` to be cleared with the others; answers it, so a cache is made and registered at once. */
  add<C extends Clearable>(cache: C): C;
  /**
   * How many times the caches were cleared. Work that reads before a clear and stores after it
   * (an answer kept once it is sent) compares the count from before with the count at the end, and
   * keeps nothing when they differ: what it read may be what the change replaced.
   */
  clears(): number;
}

export function createContentCaches(): ContentCaches {
  const caches = new Set<Clearable>();
  let clears = 0;
  return {
    add(cache) {
      caches.add(cache);
      return cache;
    },
    clear() {
      clears += 1;
      for (const cache of caches) cache.clear();
    },
    clears: () => clears,
  };
}
