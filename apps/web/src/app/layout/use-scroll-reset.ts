import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { type LocationLike, shouldResetScroll } from '../layout-rules';

/**
 * Scroll behaviour on navigation (spec section 2): to the top on a new page, except to or from the
 * member rights section (see `isMemberRightsLocation`); back/forward returns to where the reader was.
 */
export function useScrollReset(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<LocationLike | null>(null);
  const positions = useRef(new Map<string, number>());
  const currentKey = useRef(location.key);

  useEffect(() => {
    // The app restores positions itself: the browser would do it before the new page rendered.
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const remember = () => positions.current.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    const from = previous.current;
    const to: LocationLike = { pathname: location.pathname, search: location.search, hash: location.hash };
    previous.current = to;
    currentKey.current = location.key;
    if (!shouldResetScroll(from, to)) return;
    const saved = navigationType === 'POP' ? positions.current.get(location.key) : undefined;
    window.scrollTo(0, saved ?? 0);
  }, [location.key, location.pathname, location.search, location.hash, navigationType]);
}
