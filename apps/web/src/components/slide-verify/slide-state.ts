/**
 * The slide-to-verify control's rules (spec sections 2, 4 and 9), apart from the DOM so they can be
 * tested: a 310 × 34 px track; the check passes only when the handle is let go at the right end;
 * let go earlier, it waits 0.5 s and slides back.
 */
export const SLIDE_TRACK_WIDTH = 310;
export const SLIDE_TRACK_HEIGHT = 34;
export const SLIDE_HANDLE_WIDTH = 40;
/** How far the handle travels. */
export const SLIDE_MAX_OFFSET = SLIDE_TRACK_WIDTH - SLIDE_HANDLE_WIDTH;
export const SLIDE_RESET_DELAY_MS = 500;
/** Rounding of pointer positions: within this many pixels of the end counts as the end. */
export const SLIDE_END_SLACK_PX = 2;
/** One arrow key press moves a tenth of the way. */
export const SLIDE_KEY_STEP = SLIDE_MAX_OFFSET / 10;

export type SlidePhase = 'idle' | 'dragging' | 'failed' | 'passed';

export interface SlideState {
  phase: SlidePhase;
  /** Handle position in px from the left, 0..SLIDE_MAX_OFFSET. */
  offset: number;
}

export type SlideEvent =
  | { type: 'grab' }
  | { type: 'drag'; offset: number }
  | { type: 'release' }
  /** The reset delay after a failed slide is over: back to the start. */
  | { type: 'reset' }
  | { type: 'key'; key: string };

export const initialSlide: SlideState = { phase: 'idle', offset: 0 };

export function clampOffset(offset: number, max = SLIDE_MAX_OFFSET): number {
  if (Number.isNaN(offset)) return 0;
  return Math.min(max, Math.max(0, offset));
}

export function reachedEnd(offset: number, max = SLIDE_MAX_OFFSET): boolean {
  return offset >= max - SLIDE_END_SLACK_PX;
}

/** Where a key moves the handle, or null for keys the control ignores. */
function keyOffset(key: string, offset: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return offset + SLIDE_KEY_STEP;
    case 'ArrowLeft':
    case 'ArrowDown':
      return offset - SLIDE_KEY_STEP;
    case 'End':
      return SLIDE_MAX_OFFSET;
    case 'Home':
      return 0;
    default:
      return null;
  }
}

export function slideReducer(state: SlideState, event: SlideEvent): SlideState {
  // Once passed the control stays passed; a new check needs a new control (React key).
  if (state.phase === 'passed') return state;
  switch (event.type) {
    case 'grab':
      return state.phase === 'failed' ? state : { ...state, phase: 'dragging' };
    case 'drag':
      return state.phase === 'dragging' ? { ...state, offset: clampOffset(event.offset) } : state;
    case 'release':
      if (state.phase !== 'dragging') return state;
      return reachedEnd(state.offset)
        ? { phase: 'passed', offset: SLIDE_MAX_OFFSET }
        : { ...state, phase: 'failed' };
    case 'reset':
      return state.phase === 'failed' ? initialSlide : state;
    case 'key': {
      if (state.phase !== 'idle') return state;
      const next = keyOffset(event.key, state.offset);
      if (next === null) return state;
      const offset = clampOffset(next);
      return reachedEnd(offset) ? { phase: 'passed', offset: SLIDE_MAX_OFFSET } : { phase: 'idle', offset };
    }
  }
}
