/**
 * Small states the site keeps for a returning visitor (spec section 9: the search tab and the hot
 * searches, kept 7 days like the login parameters and the session cookie), in local storage with their
 * own expiry.
 */
export const KEPT_STATE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

interface KeptState {
  value: unknown;
  expiresAt: number;
}

/** Local storage, or null where the browser's privacy settings disable it. */
export function keptStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The value kept under `key`; null when none, expired or malformed. */
export function readKept(key: string, now = Date.now()): unknown {
  const raw = keptStorage()?.getItem(key);
  if (!raw) return null;
  try {
    const kept = JSON.parse(raw) as Partial<KeptState>;
    if (typeof kept.expiresAt !== 'number' || kept.expiresAt <= now) return null;
    return kept.value ?? null;
  } catch {
    return null;
  }
}

/** Keeps `value` under `key` for KEPT_STATE_LIFETIME_MS from now. */
export function keep(key: string, value: unknown, now = Date.now()): void {
  const kept: KeptState = { value, expiresAt: now + KEPT_STATE_LIFETIME_MS };
  try {
    keptStorage()?.setItem(key, JSON.stringify(kept));
  } catch {
    // Quota or privacy mode: the state lasts for this page only.
  }
}
