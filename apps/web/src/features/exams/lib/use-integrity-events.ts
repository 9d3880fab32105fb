import type { PageEventKind } from '@zhixue/contract';
import { useEffect } from 'react';
import { createLeavingTracker } from './leavings';

/**
 * Notes when the candidate leaves the exam page (another tab or window, leaving full screen), when
 * something is pasted, and when the connection comes back: a log the grader sees and, where the exam
 * sets a budget, the events the server counts. One leaving is noted once (`createLeavingTracker`);
 * a dropped connection is only a `reconnect` when it returns, never a leaving.
 */
export function useIntegrityEvents(note: (kind: PageEventKind) => void, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const leavings = createLeavingTracker(note);
    const onBlur = () => leavings.left();
    const onBack = () => leavings.back();
    const onVisibility = () => (document.visibilityState === 'hidden' ? onBlur() : onBack());
    const onFullscreen = () => {
      if (!document.fullscreenElement) leavings.leftFullscreen();
    };
    const onPaste = () => note('paste');
    const onOnline = () => note('reconnect');
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onBack);
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisibility);
    document.addEventListener('paste', onPaste);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onBack);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisibility);
      document.removeEventListener('paste', onPaste);
      document.removeEventListener('fullscreenchange', onFullscreen);
    };
  }, [note, active]);
}
