/**
 * The browser's anonymous visitor id, shared by the page-view report and the count of clicks on a
 * share link: random, kept in localStorage, nothing that names a person.
 */
const VISITOR_KEY = 'zx_visitor';
/** When the browser keeps nothing (storage blocked), the visitor is this tab's until it closes. */
let tabVisitor: string | undefined;

/**
 * A random (version 4) UUID. `crypto.randomUUID` exists only on secure pages (https, localhost);
 * `getRandomValues` everywhere, so a site served over plain http still reports.
 */
function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function visitorId(): string {
  try {
    const kept = window.localStorage.getItem(VISITOR_KEY);
    if (kept) return kept;
    const made = randomUuid();
    window.localStorage.setItem(VISITOR_KEY, made);
    return made;
  } catch {
    tabVisitor ??= randomUuid();
    return tabVisitor;
  }
}
