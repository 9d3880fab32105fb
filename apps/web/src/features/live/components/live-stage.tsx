import { LIVE_STATE_NAMES, type LiveDetail } from '@zhixue/contract';
import { Button, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { countdownParts } from '@/components/countdown';
import { courseSectionHref, liveReplayHref } from '@/lib/links';
import { useLiveHeartbeat, useLivePlay } from '../api/live-queries';
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
  // Attendance counts while the player is up with an address.
  useLiveHeartbeat(id, canWatch && play.isSuccess);
  if (!canWatch) return <div className={styles.overlay}>该直播仅对指定学员开放</div>;
  if (play.isPending) return <Spin />;
  if (play.isError) return <div className={styles.overlay}>{play.error.message}</div>;
  return <LivePlayer flvUrl={play.data.flvUrl} />;
}

/**
 * The replay is a section: of the live's course, played in the course player by the course's rule,
 * or, for a live of a camp term alone, of the live's own, played at /live/:id/replay to the audience.
 * Either way watching it counts as learning through the heartbeats of every section.
 */
function Replay({ live }: { live: LiveDetail }) {
  const href =
    live.replaySectionId === null
      ? null
      : live.courseId === null
        ? liveReplayHref(live.id)
        : courseSectionHref(live.courseId, live.replaySectionId);
  const watchable = href !== null && live.canWatch;
  return (
    <div className={styles.overlay} data-testid="live-replay">
      <h2>直播回放</h2>
      <p>
        {!href
          ? '直播已结束'
          : !watchable
            ? '该直播回放仅对指定学员开放'
            : live.courseId === null
              ? '直播已结束，回放已生成，看完回放即完成训练营计划中的这场直播'
              : '直播已结束，回放已生成，观看回放同样计入学习进度'}
      </p>
      {watchable ? (
        <Link to={href}>
          <Button type="primary" size="large">
            观看回放
          </Button>
        </Link>
      ) : null}
    </div>
  );
}

/** The stage beside the details: countdown → player → the end, switched by the polled state. */
export function LiveStage({ live, loggedIn }: { live: LiveDetail; loggedIn: boolean }) {
  return (
    <div className={styles.stage}>
      {live.state === 'live' ? null : (
        <>
          <img className={styles.cover} src={live.cover} alt="" />
          {/* Darkens the cover so the white countdown and notices read on any picture. */}
          <div className={styles.scrim} />
        </>
      )}
      {live.state === 'scheduled' ? <Countdown live={live} /> : null}
      {live.state === 'live' ? (
        loggedIn ? (
          <Streaming id={live.id} canWatch={live.canWatch} />
        ) : (
          <div className={styles.overlay}>登录后即可观看直播</div>
        )
      ) : null}
      {live.state === 'ended' ? (
        <div className={styles.overlay}>
          <h2>{LIVE_STATE_NAMES[live.state]}</h2>
          <p>直播已结束，回放生成后将在这里出现</p>
        </div>
      ) : null}
      {live.state === 'replay' ? <Replay live={live} /> : null}
    </div>
  );
}
