import type { PageEventKind } from '@zhixue/contract';
import { useEffect } from 'react';

/**
 * Leaving reported within this time of the previous one is the same leaving: switching tabs from full
 * screen fires the full-screen exit, the blur and the hidden page together, and counts once.
 */
const SAME_LEAVING_MS = 1500;

/**
 * Notes when the candidate leaves the exam page (another tab or window, leaving full screen), when
 * something is pasted, and when the connection comes back: a log the grader sees and, where the exam
 * sets a budget, the events the server counts. One leaving is noted once, until the page has focus
 * again; a dropped connection is only a `reconnect` when it returns, never a leaving.
 */
export function useIntegrityEvents(note: (kind: PageEventKind) => void, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    let away = false;
    let lastLeaving = 0;
    const leave = (kind: 'blur' | 'fullscreen_exit') => {
      const now = Date.now();
      if (away || now - lastLeaving < SAME_LEAVING_MS) return;
      lastLeaving = now;
      note(kind);
    };
    const onBlur = () => {
      leave('blur');
      away = true;
    };
    const onBack = () => {
      away = false;
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? onBlur() : onBack());
    const onFullscreen = () => {
      if (!document.fullscreenElement) leave('fullscreen_exit');
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
