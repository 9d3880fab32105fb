import type { UIMatch } from 'react-router';

/** What every route declares about itself in `handle`. */
export interface RouteHandle {
  /** The page's name: document title, and the heading of an empty page. */
  title: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).title === 'string';
}

/** The title of the deepest matched route that has one. */
export function pageTitle(matches: UIMatch[]): string | null {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.title;
  }
  return null;
}
