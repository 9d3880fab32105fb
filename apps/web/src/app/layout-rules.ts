/**
 * Which page chrome a route gets (spec section 2, "Layout rules"). This is the only place that
 * decides it; the root layout just renders what `layoutFor` says.
 */
export interface LayoutDecision {
  /** Main site header (tabs, search, login). */
  mainHeader: boolean;
  footer: boolean;
  /** Right sidebar: follows the main header. */
  sidebar: boolean;
  /** Enterprise-area header. */
  entHeader: boolean;
  /** The order page leaves room at the bottom for its fixed pay bar. */
  orderPadding: boolean;
}

/** `/a/b/` and `/A/b` match like `/a/b` (the router matches paths case-insensitively too). */
function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

/** `prefix` itself or anything below it. */
function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * Routes without the main header and footer: players, exams and coursework take the whole
 * window; youke (free trial) has its own landing design; the enterprise area has its own header.
 * Youke course detail (/youke/base/:id) is not in the spec's list and keeps the main chrome.
 */
function hidesMainChrome(path: string): boolean {
  return (
    under(path, '/course/video') ||
    path === '/youke' ||
    path === '/youke/list' ||
    under(path, '/youke/video') ||
    under(path, '/trainingcamp/video') ||
    under(path, '/trainingcamp/exam') || // exam and exam result
    under(path, '/trainingcamp/work') ||
    /^\/live\/[^/]+\/replay$/.test(path) || // a live's replay player (not in the spec's table)
    under(path, '/ent') // every enterprise route, including login, video, exam and exam result
  );
}

/**
 * The enterprise header shows on enterprise routes, except the enterprise login page (a full-page
 * login form: nothing to navigate to before signing in) and the enterprise video player, which like
 * every other player takes the whole window (the spec lists it beside the login page, apart from the
 * enterprise routes that get the header).
 */
function showsEntHeader(path: string): boolean {
  return under(path, '/ent') && path !== '/ent/login' && !under(path, '/ent/video');
}

export function layoutFor(pathname: string): LayoutDecision {
  const path = normalise(pathname);
  const main = !hidesMainChrome(path);
  return {
    mainHeader: main,
    footer: main,
    sidebar: main,
    entHeader: showsEntHeader(path),
    orderPadding: under(path, '/order'),
  };
}

export interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The member page's rights section ("inviolable rights"): `/member#rights`, or `/member?section=rights`
 * for links that cannot carry a hash. The member page scrolls that section into view itself, so the
 * shell must not jump to the top when going there or coming back from it.
 */
export function isMemberRightsLocation(location: LocationLike): boolean {
  if (normalise(location.pathname) !== '/member') return false;
  if (location.hash === '#rights') return true;
  return new URLSearchParams(location.search).get('section') === 'rights';
}

/**
 * Scroll resets to the top on navigation (spec section 2), except to or from the member rights
 * section; a change of the hash alone is an in-page jump, not a navigation.
 */
export function shouldResetScroll(from: LocationLike | null, to: LocationLike): boolean {
  if (from === null) return false; // first render: the browser decides
  if (isMemberRightsLocation(from) || isMemberRightsLocation(to)) return false;
  return from.pathname !== to.pathname || from.search !== to.search;
}

/** Spec section 9: the header becomes fixed (with a shadow) after 10px of scroll. */
export const HEADER_FIX_AFTER_PX = 10;
