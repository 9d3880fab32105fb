/** Where the browser keeps its exam device id. */
export const EXAM_DEVICE_KEY = 'zx.exam.device';

let unkept: string | undefined;

/**
 * This browser's own random id, kept in localStorage: an attempt is bound to the device that started
 * it, and the server refuses the same attempt from another. (The login's device id names a city and
 * an address, which one device changes and many share: it cannot tell two devices apart.) With
 * storage disabled the id lasts as long as the page.
 */
export function examDeviceId(storage: Pick<Storage, 'getItem' | 'setItem'> = window.localStorage): string {
  try {
    const kept = storage.getItem(EXAM_DEVICE_KEY);
    if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
    const made = randomId();
    storage.setItem(EXAM_DEVICE_KEY, made);
    return made;
  } catch {
    unkept ??= randomId();
    return unkept;
  }
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_');
}
