import { useState } from 'react';

export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;
/** The learner's speed carries over to the next section and the next visit. */
const RATE_KEY = 'zx-playback-rate';

export function savedRate(stored: string | null): number {
  const value = Number(stored);
  return (PLAYBACK_RATES as readonly number[]).includes(value) ? value : 1;
}

function readRate(): number {
  try {
    return savedRate(window.localStorage.getItem(RATE_KEY));
  } catch {
    return 1;
  }
}

export function usePlaybackRate(): [number, (rate: number) => void] {
  const [rate, setRate] = useState(readRate);
  return [
    rate,
    (next) => {
      setRate(next);
      try {
        window.localStorage.setItem(RATE_KEY, String(next));
      } catch {
        // Not remembered: the speed still applies now.
      }
    },
  ];
}
