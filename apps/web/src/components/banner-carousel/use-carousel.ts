import { useCallback, useEffect, useState } from 'react';

/** How long each slide stays before the next one. */
const AUTOPLAY_MS = 5000;

/**
 * A carousel's current slide: moves on by itself every five seconds and waits while the pointer or
 * the focus is inside. Spread `rootProps` on the carousel's element and `slideProps(i)` on each
 * slide (only the current one is read out and reachable by keyboard). `go` wraps around both ways.
 */
export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => go(index + 1), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [index, paused, count, go]);

  const rootProps = {
    'aria-roledescription': 'carousel',
    onMouseEnter: () => setPaused(true),
    onMouseLeave: () => setPaused(false),
    onFocus: () => setPaused(true),
    onBlur: () => setPaused(false),
  };
  const slideProps = (i: number) => ({ 'aria-hidden': i !== index, inert: i !== index });
  return { index, go, rootProps, slideProps };
}
