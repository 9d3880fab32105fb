import { useEffect, useState } from 'react';

/** How far below the window's top a section counts as the one being read (header, tabs, margin). */
const READING_LINE_PX = 180;

/**
 * Tabs that stand for sections of one long page: a click scrolls to its section, and scrolling
 * marks the section being read. Returns the active key and the click handler.
 */
export function useSectionTabs<K extends string>(keys: readonly K[]) {
  const [active, setActive] = useState<K>(keys[0] as K);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      let current = keys[0] as K;
      for (const key of keys) {
        const top = document.getElementById(key)?.getBoundingClientRect().top;
        if (top !== undefined && top <= READING_LINE_PX) current = key;
      }
      // At the very bottom the last section may be too short to reach the line: it is the one read.
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(atBottom ? (keys[keys.length - 1] as K) : current);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [keys]);

  const select = (key: K) => {
    setActive(key);
    document.getElementById(key)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return { active, select };
}
