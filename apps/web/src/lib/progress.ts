/**
 * The request progress bar's state (spec sections 4 and 9): the bar appears only when work lasts
 * longer than a 200 ms throttle, then creeps over 5000 ms, and ends as finished, or failed when any
 * tracked task failed. Requests and route navigations both report here.
 */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
/** How long the finished or failed bar stays before it disappears. */
export const PROGRESS_FADE_MS = 400;

export type ProgressPhase = 'hidden' | 'running' | 'finished' | 'failed';

export interface ProgressState {
  phase: ProgressPhase;
  /** Changes with each run, so the view can restart its animation. */
  run: number;
}

let state: ProgressState = { phase: 'hidden', run: 0 };
let active = 0;
let anyFailed = false;
/** A page failed while tasks ran: show the failure even if the run ended within the throttle. */
let mustShowFailure = false;
let showTimer: ReturnType<typeof setTimeout> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: ProgressState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Shows the end of a run, then hides the bar; a failure stays a little longer to be noticed. */
function finish(phase: 'finished' | 'failed', run: number): void {
  clearTimeout(hideTimer);
  set({ phase, run });
  const stay = phase === 'failed' ? PROGRESS_FADE_MS * 2 : PROGRESS_FADE_MS;
  hideTimer = setTimeout(() => set({ phase: 'hidden', run }), stay);
}

/** Starts tracking one task; call the returned function once when it ends. */
export function beginProgress(): (ok: boolean) => void {
  if (active === 0) {
    anyFailed = false;
    mustShowFailure = false;
    clearTimeout(showTimer);
    showTimer = setTimeout(() => {
      clearTimeout(hideTimer);
      set({ phase: 'running', run: state.run + 1 });
    }, PROGRESS_THROTTLE_MS);
  }
  active += 1;
  let ended = false;
  return (ok) => {
    if (ended) return;
    ended = true;
    active -= 1;
    if (!ok) anyFailed = true;
    if (active > 0) return;
    clearTimeout(showTimer);
    if (mustShowFailure) {
      finish('failed', state.run + 1);
      return;
    }
    if (state.phase !== 'running') return; // finished within the throttle: never shown
    finish(anyFailed ? 'failed' : 'finished', state.run);
  };
}

export function getProgressState(): ProgressState {
  return state;
}

export function subscribeProgress(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the bar as failed even though no tracked task is running (a page that failed to render). */
export function markProgressFailed(): void {
  if (active > 0) {
    anyFailed = true;
    mustShowFailure = true;
    return;
  }
  finish('failed', state.run + 1);
}
