import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';
import { beginProgress } from '@/lib/progress';

/** Route changes that wait for code or data move the progress bar like requests do. */
export function useNavigationProgress(): void {
  const { state } = useNavigation();
  const done = useRef<((ok: boolean) => void) | null>(null);
  useEffect(() => {
    if (state !== 'idle' && done.current === null) done.current = beginProgress();
    if (state === 'idle' && done.current !== null) {
      done.current(true);
      done.current = null;
    }
  }, [state]);
}
