import { type KeyboardEvent, type PointerEvent, useEffect, useReducer, useRef } from 'react';
import {
  initialSlide,
  SLIDE_HANDLE_WIDTH,
  SLIDE_MAX_OFFSET,
  SLIDE_RESET_DELAY_MS,
  SLIDE_TRACK_HEIGHT,
  SLIDE_TRACK_WIDTH,
  slideReducer,
} from './slide-state';
import styles from './slide-verify.module.css';

export const SLIDE_HINT = '请按住滑块拖动到最右边';
export const SLIDE_SUCCESS = '验证成功';

interface SlideVerifyProps {
  /** Called once when the handle is let go at the right end. */
  onSuccess: () => void;
  /** Track width; the spec's 310 px unless a narrower form needs less. */
  width?: number;
}

/**
 * The spec's slide-to-verify control: drag the handle to the right end (mouse, touch or pen, all
 * pointer events), or use the arrow, Home and End keys. Released early, it slides back after 0.5 s.
 * Give it a new `key` to ask for a new check.
 */
export function SlideVerify({ onSuccess, width = SLIDE_TRACK_WIDTH }: SlideVerifyProps) {
  const [state, dispatch] = useReducer(slideReducer, initialSlide);
  const grabX = useRef(0);
  const scale = (width - SLIDE_HANDLE_WIDTH) / SLIDE_MAX_OFFSET;
  const onSuccessRef = useRef(onSuccess);
  onSuccessRef.current = onSuccess;

  useEffect(() => {
    if (state.phase === 'passed') onSuccessRef.current();
    if (state.phase !== 'failed') return;
    const timer = setTimeout(() => dispatch({ type: 'reset' }), SLIDE_RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.phase]);

  const passed = state.phase === 'passed';
  const dragging = state.phase === 'dragging';
  const left = state.offset * scale;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (passed || state.phase === 'failed' || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    grabX.current = event.clientX - left;
    dispatch({ type: 'grab' });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging) return;
    dispatch({ type: 'drag', offset: (event.clientX - grabX.current) / scale });
  };
  const onRelease = () => dispatch({ type: 'release' });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(event.key)) {
      event.preventDefault();
      dispatch({ type: 'key', key: event.key });
    }
  };

  const classes = [styles.track, passed ? styles.passed : '', dragging ? styles.dragging : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} style={{ width, height: SLIDE_TRACK_HEIGHT }} data-testid="slide-verify">
      <div className={styles.fill} style={{ width: passed ? width : left + SLIDE_HANDLE_WIDTH / 2 }} />
      <span className={styles.text} aria-live="polite">
        {passed ? SLIDE_SUCCESS : SLIDE_HINT}
      </span>
      <div
        className={styles.handle}
        style={{ transform: `translateX(${left}px)`, width: SLIDE_HANDLE_WIDTH }}
        role="slider"
        tabIndex={passed ? -1 : 0}
        aria-label="滑块验证"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round((state.offset / SLIDE_MAX_OFFSET) * 100)}
        aria-valuetext={passed ? SLIDE_SUCCESS : SLIDE_HINT}
        aria-disabled={passed}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onRelease}
        onPointerCancel={onRelease}
        onLostPointerCapture={onRelease}
        onKeyDown={onKeyDown}
      >
        {passed ? (
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="m5 12.5 4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
          </svg>
        ) : (
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="m6 6 6 6-6 6M12 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        )}
      </div>
    </div>
  );
}
