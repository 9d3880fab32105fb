import { useEffect, useState } from 'react';
import { type CountdownParts, countdownParts, parseChinaTime } from './countdown';

/** Ticks every second towards `endTime` (China time) and stops at zero. */
export function useCountdown(endTime: string): CountdownParts {
  const end = parseChinaTime(endTime);
  const [now, setNow] = useState(() => Date.now());
  const parts = countdownParts(end, now);
  const done = parts.done;
  useEffect(() => {
    if (done) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [done]);
  return parts;
}
