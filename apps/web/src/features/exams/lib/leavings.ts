/**
 * Leaving reported within this time of the previous one is the same leaving: switching tabs from full
 * screen fires the full-screen exit, the blur and the hidden page together, and counts once.
 */
export const SAME_LEAVING_MS = 1500;

export type LeavingKind = 'blur' | 'fullscreen_exit';

/**
 * Turns the browser's signals into leavings, each noted once: a leaving lasts until the page is back
 * (visible or focused), and signals close together are one. Leaving full screen does not make the page
 * away (no signal says it is back), so a later tab switch still counts.
 */
export function createLeavingTracker(note: (kind: LeavingKind) => void, now: () => number = Date.now) {
  let away = false;
  let lastLeaving = Number.NEGATIVE_INFINITY;
  const leave = (kind: LeavingKind) => {
    const at = now();
    if (away || at - lastLeaving < SAME_LEAVING_MS) return;
    lastLeaving = at;
    note(kind);
  };
  return {
    /** The page is hidden or lost focus. */
    left() {
      leave('blur');
      away = true;
    },
    leftFullscreen: () => leave('fullscreen_exit'),
    back() {
      away = false;
    },
  };
}
