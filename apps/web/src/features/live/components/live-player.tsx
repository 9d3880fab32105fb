import mpegts from 'mpegts.js';
import { useEffect, useRef } from 'react';
import styles from './live.module.css';

/** Plays an HTTP-FLV live stream with mpegts.js (Media Source Extensions), muted until the viewer unmutes. */
export function LivePlayer({ flvUrl }: { flvUrl: string }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element || !mpegts.isSupported()) return;
    const player = mpegts.createPlayer(
      { type: 'flv', isLive: true, url: flvUrl },
      { enableStashBuffer: false },
    );
    player.attachMediaElement(element);
    player.load();
    void Promise.resolve(player.play()).catch(() => {});
    return () => {
      player.destroy();
    };
  }, [flvUrl]);
  return (
    <video ref={video} className={styles.video} controls muted autoPlay playsInline data-testid="live-video">
      <track kind="captions" />
    </video>
  );
}
