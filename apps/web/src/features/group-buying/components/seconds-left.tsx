import { useEffect, useState } from 'react';
import { countdownParts } from '@/components/countdown';

/**
 * 剩余 hh:mm:ss, counted down from the seconds the server gave (its clock, not the browser's), from
 * the moment the answer arrived.
 */
export function SecondsLeft({ seconds, prefix = '剩余' }: { seconds: number; prefix?: string }) {
  const [end] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const parts = countdownParts(end, now);
  useEffect(() => {
    if (parts.done) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [parts.done]);
  if (parts.done) return <span>已到时</span>;
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <span>
      {prefix} {pad(parts.hours)}:{pad(parts.minutes)}:{pad(parts.seconds)}
    </span>
  );
}
