import type { IntegrityEventKind } from '@zhixue/contract';
import { useEffect } from 'react';

/**
 * Notes when the page loses focus, when something is pasted, and when full screen is left: a log the
 * grader sees, a deterrent rather than proctoring.
 */
export function useIntegrityEvents(note: (kind: IntegrityEventKind) => void, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onBlur = () => note('blur');
    const onPaste = () => note('paste');
    const onFullscreen = () => {
      if (!document.fullscreenElement) note('fullscreen_exit');
    };
    window.addEventListener('blur', onBlur);
    document.addEventListener('paste', onPaste);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      window.removeEventListener('blur', onBlur);
      document.removeEventListener('paste', onPaste);
      document.removeEventListener('fullscreenchange', onFullscreen);
    };
  }, [note, active]);
}
