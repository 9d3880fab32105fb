import { useEffect, useState, useSyncExternalStore } from 'react';
import { getProgressState, PROGRESS_DURATION_MS, subscribeProgress } from '@/lib/progress';
import styles from './progress-bar.module.css';

/** The thin bar at the top of the window while requests or route changes take a while. */
export function ProgressBar() {
  const { phase, run } = useSyncExternalStore(subscribeProgress, getProgressState, getProgressState);
  // Start each run at zero width, then let the width transition carry it over the 5 s.
  const [grown, setGrown] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new run restarts the animation
  useEffect(() => {
    if (phase !== 'running') return;
    setGrown(false);
    let inner = 0;
    const outer = requestAnimationFrame(() => {
      inner = requestAnimationFrame(() => setGrown(true));
    });
    return () => {
      cancelAnimationFrame(outer);
      cancelAnimationFrame(inner);
    };
  }, [phase, run]);

  const className = [styles.bar, styles[phase], phase === 'running' && grown ? styles.grown : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={className}
      style={{ transitionDuration: phase === 'running' ? `${PROGRESS_DURATION_MS}ms` : undefined }}
      role="progressbar"
      aria-hidden={phase === 'hidden'}
      aria-label="页面加载进度"
    />
  );
}
