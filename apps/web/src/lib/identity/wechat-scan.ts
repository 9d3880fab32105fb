/**
 * A WeChat scan leaves the page: WeChat (or the development stand-in) sends the browser to
 * /user/wxlogin?code=&state=. What the scan was for (login or binding to the logged-in learner) and
 * where the learner was are kept per `state` in sessionStorage, so the callback page can tell a bind
 * from a login and go back afterwards.
 */
export type WeChatPurpose = 'login' | 'bind';

export interface PendingScan {
  state: string;
  purpose: WeChatPurpose;
  /** Path, query and hash of the page the scan started from. */
  returnTo: string;
  at: number;
}

export const WECHAT_SCAN_KEY = 'zx-wechat-scans';
export const WECHAT_CALLBACK_PATH = '/user/wxlogin';
/** The server keeps a state 10 minutes; older entries are dropped. */
const KEEP_MS = 10 * 60 * 1000;
/** A few refreshes of the QR code, not an unbounded list. */
const MAX_SCANS = 5;

function load(): PendingScan[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(WECHAT_SCAN_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as PendingScan[]) : [];
  } catch {
    return [];
  }
}

function save(scans: PendingScan[]): void {
  try {
    sessionStorage.setItem(WECHAT_SCAN_KEY, JSON.stringify(scans));
  } catch {
    // storage disabled: the callback falls back to a login that returns home
  }
}

/** Where to come back to: the callback page itself never is (a retry from there goes home). */
export function returnPathOf(location: { pathname: string; search: string; hash: string }): string {
  if (location.pathname.toLowerCase() === WECHAT_CALLBACK_PATH) return '/';
  return `${location.pathname}${location.search}${location.hash}`;
}

export function rememberScan(scan: Omit<PendingScan, 'at'>, now = Date.now()): void {
  const fresh = load().filter((entry) => entry.state !== scan.state && now - entry.at < KEEP_MS);
  save([...fresh, { ...scan, at: now }].slice(-MAX_SCANS));
}

/** The scan of `state`, removed from storage; null when unknown (another tab, or expired). */
export function takeScan(state: string, now = Date.now()): PendingScan | null {
  const scans = load();
  const found = scans.find((entry) => entry.state === state && now - entry.at < KEEP_MS) ?? null;
  save(scans.filter((entry) => entry.state !== state && now - entry.at < KEEP_MS));
  return found;
}
