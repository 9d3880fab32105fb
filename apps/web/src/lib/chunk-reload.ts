/**
 * A deploy replaces the hashed chunk files; a tab opened before it then fails to load a lazy route.
 * Spec section 8: the page reloads. The reload happens at most once per minute (sessionStorage
 * guard) so a chunk that is truly missing shows the error page instead of reloading forever.
 */
export const CHUNK_RELOAD_KEY = 'zx-chunk-reload-at';
export const CHUNK_RELOAD_GUARD_MS = 60_000;

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's CSS preload
  /Failed to load module script/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

interface ReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
  now: number;
}

function browserEnv(): ReloadEnv {
  let storage: ReloadEnv['storage'] = null;
  try {
    storage = sessionStorage;
  } catch {
    storage = null;
  }
  return { storage, reload: () => window.location.reload(), now: Date.now() };
}

/** Reloads the page unless it already did so within the guard window; returns whether it reloads. */
export function reloadOnceForChunkError(env: ReloadEnv = browserEnv()): boolean {
  const last = Number(env.storage?.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (Number.isFinite(last) && env.now - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    env.storage?.setItem(CHUNK_RELOAD_KEY, String(env.now));
  } catch {
    return false; // without the guard a reload could loop
  }
  if (!env.storage) return false;
  env.reload();
  return true;
}

/** Vite fires `vite:preloadError` when a chunk's preload fails; reload instead of breaking. */
export function listenForChunkErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunkError()) event.preventDefault();
  });
}
