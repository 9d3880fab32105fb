import { LIVE_STATE_NAMES, type LiveDetail } from '@zhixue/contract';
import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { countdownParts } from '@/components/countdown';
import { useLivePlay } from '../api/live-queries';
import styles from './live.module.css';
import { LivePlayer } from './live-player';

/** Ticks every second on the server's clock (the detail says what time it was there). */
function useServerNow(serverNow: string): number {
  const [offset] = useState(() => Date.parse(serverNow) - Date.now());
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now() + offset), 1000);
    return () => window.clearInterval(timer);
  }, [offset]);
  return now;
}

function Countdown({ live }: { live: LiveDetail }) {
  const now = useServerNow(live.serverNow);
  const parts = countdownParts(Date.parse(live.startsAt), now);
  const days = Math.floor(parts.hours / 24);
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    <div className={styles.overlay}>
      <h2>{parts.done ? '直播即将开始，请稍候' : '距离开播还有'}</h2>
      {parts.done ? null : (
        <div className={styles.clock} data-testid="live-countdown">
          {days > 0 ? `${days}天 ` : ''}
          {pad(parts.hours % 24)}:{pad(parts.minutes)}:{pad(parts.seconds)}
        </div>
      )}
    </div>
  );
}

function Streaming({ id, canWatch }: { id: number; canWatch: boolean }) {
  const play = useLivePlay(id, canWatch);
  if (!canWatch) return <div className={styles.overlay}>该直播仅对指定学员开放</div>;
  if (play.isPending) return <Spin />;
  if (play.isError) return <div className={styles.overlay}>{play.error.message}</div>;
  return <LivePlayer flvUrl={play.data.flvUrl} />;
}

/** The stage beside the details: countdown → player → the end, switched by the polled state. */
export function LiveStage({ live, loggedIn }: { live: LiveDetail; loggedIn: boolean }) {
  return (
    <div className={styles.stage}>
      {live.state === 'live' ? null : <img className={styles.cover} src={live.cover} alt="" />}
      {live.state === 'scheduled' ? <Countdown live={live} /> : null}
      {live.state === 'live' ? (
        loggedIn ? (
          <Streaming id={live.id} canWatch={live.canWatch} />
        ) : (
          <div className={styles.overlay}>登录后即可观看直播</div>
        )
      ) : null}
      {live.state === 'ended' || live.state === 'replay' ? (
        <div className={styles.overlay}>
          <h2>{LIVE_STATE_NAMES[live.state]}</h2>
          <p>{live.state === 'ended' ? '直播已结束，回放生成后可在课程中观看' : '回放已生成'}</p>
        </div>
      ) : null}
    </div>
  );
}
