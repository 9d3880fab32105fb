import { Button } from 'antd';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { PresencePhase } from '../lib/play-presence';
import styles from './player.module.css';

/** The watermark stays this long in one place, at random between the two (ms). */
const MOVE_AFTER_MIN_MS = 4_000;
const MOVE_AFTER_MAX_MS = 10_000;

const between = (low: number, high: number) => low + Math.random() * (high - low);

/** A new place for the watermark, in percent of the screen, kept clear of its edges. */
const somewhere = () => ({ top: between(6, 82), left: between(4, 66) });

/**
 * The server's watermark text (decision 0054), semi-transparent over the video, jumping to a new
 * random place after a random while so that no crop or blur of one spot removes it from a recording.
 */
function Watermark({ text }: { text: string }) {
  const [place, setPlace] = useState(somewhere);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const move = () => {
      timer = setTimeout(
        () => {
          setPlace(somewhere());
          move();
        },
        between(MOVE_AFTER_MIN_MS, MOVE_AFTER_MAX_MS),
      );
    };
    move();
    return () => clearTimeout(timer);
  }, []);
  return (
    <span
      className={styles.watermark}
      style={{ top: `${place.top}%`, left: `${place.left}%` }}
      aria-hidden="true"
      data-testid="watermark"
    >
      {text}
    </span>
  );
}

interface ProtectedScreenProps {
  /** Null for a visitor's trial play: nothing to name. */
  watermark: string | null;
  phase: PresencePhase;
  secondsToPause: number;
  /** 继续学习 on the prompt, or after the pause. */
  onHere: () => void;
  children: ReactNode;
}

/**
 * The video's screen: what goes full screen is this element, not the <video>, so the watermark and
 * the 你还在学习吗？ prompt inside it stay over the picture there too. The video's own full-screen
 * control is hidden; 全屏 here takes this element full screen, and should the
 * video go full screen by itself anyway, it is brought back.
 */
export function ProtectedScreen({
  watermark,
  phase,
  secondsToPause,
  onHere,
  children,
}: ProtectedScreenProps) {
  const screenRef = useRef<HTMLDivElement>(null);
  const [full, setFull] = useState(false);

  useEffect(() => {
    const onChange = () => {
      const element = document.fullscreenElement;
      setFull(element !== null && element === screenRef.current);
      if (element instanceof HTMLVideoElement && screenRef.current?.contains(element)) {
        void document.exitFullscreen();
      }
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFull = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void screenRef.current?.requestFullscreen().catch(() => {});
  }, []);

  return (
    <div ref={screenRef} className={styles.screen} data-testid="player-screen">
      {children}
      {watermark ? <Watermark text={watermark} /> : null}
      <Button size="small" className={styles.fullButton} onClick={toggleFull}>
        {full ? '退出全屏' : '全屏'}
      </Button>
      {phase === 'watching' ? null : (
        <div className={styles.presencePrompt} role="alertdialog" aria-label="你还在学习吗？">
          {phase === 'asking' ? (
            <>
              <p className={styles.presenceTitle}>你还在学习吗？</p>
              <p>{secondsToPause} 秒内未确认将暂停播放，暂停后的时间不计入学习时长</p>
            </>
          ) : (
            <>
              <p className={styles.presenceTitle}>长时间未操作，播放已暂停</p>
              <p>暂停期间不计入学习时长</p>
            </>
          )}
          <Button type="primary" onClick={onHere}>
            继续学习
          </Button>
        </div>
      )}
    </div>
  );
}
