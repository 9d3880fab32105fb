import { useEffect, useState } from 'react';

/**
 * Seconds left, counted down from what the server said when the paper loaded (the server's count,
 * not the browser's clock, which may be wrong); calls `onTimeUp` once at zero.
 */
export function useTimeLeft(serverSeconds: number, onTimeUp: () => void): number {
  const [endsAt] = useState(() => performance.now() + serverSeconds * 1000);
  const [left, setLeft] = useState(serverSeconds);
  useEffect(() => {
    const tick = () => {
      const next = Math.max(0, Math.ceil((endsAt - performance.now()) / 1000));
      setLeft(next);
      if (next === 0) {
        window.clearInterval(timer);
        onTimeUp();
      }
    };
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt, onTimeUp]);
  return left;
}

export function formatTimeLeft(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${two(hours)}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}
