import type { PlayAddress } from '@zhixue/contract';
import { Button, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api';
import { feedback } from '@/lib/feedback';
import { getPlayAddress } from '../api/get-play-address';
import type { StageDetail } from '../api/get-play-detail';
import { ANTI_SKIP_MESSAGE, mayJumpTo } from '../lib/anti-skip';
import { heartbeats, onHeartbeatSaved } from '../lib/heartbeats';
import { attachHls, hlsNeedsScript } from '../lib/hls-source';
import { usePlayPresence } from '../lib/play-presence';
import { PlayTracker } from '../lib/play-tracker';
import styles from './player.module.css';
import { ProtectedScreen } from './protected-screen';

/** Fresh addresses asked for in a row after the video failed, before giving up. */
const MAX_ADDRESS_REFRESHES = 3;

interface VideoStageProps {
  detail: StageDetail;
  /** False for a visitor's trial play: no heartbeats, as the server keeps nothing of it. */
  recordsStudy?: boolean;
  playbackRate: number;
  /** The section was just learned (a heartbeat's answer): the catalog should say 已学完. */
  onLearned: () => void;
  onEnded: () => void;
}

/**
 * One section's video: asks for a signed address once earlier beats are flushed, resumes at
 * `startSeconds`, reports progress through a PlayTracker, enforces anti-skip, and asks for a new
 * address (a new play) when the old one expired, resuming where it stopped. An MP4 address is the
 * video's `src`; an HLS one plays through hls.js where the browser needs it (see hls-source.ts). Either
 * way the <video> element's events drive everything else.
 */
export function VideoStage({
  detail,
  recordsStudy = true,
  playbackRate,
  onLearned,
  onEnded,
}: VideoStageProps) {
  const { channel, courseId, trainingId, liveId, section } = detail;
  const videoRef = useRef<HTMLVideoElement>(null);
  const trackerRef = useRef<PlayTracker | null>(null);
  const [address, setAddress] = useState<PlayAddress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const resumeAt = useRef(detail.startSeconds);
  const furthest = useRef(detail.furthestSeconds);
  const learned = useRef(section.learnStatus === 1);
  const refreshes = useRef(0);
  const learnedCallback = useRef(onLearned);
  learnedCallback.current = onLearned;

  const openPlay = useCallback(
    async (signal: AbortSignal) => {
      setFailure(null);
      // Beats an earlier play (or page) left go first: a new play makes an old play's late beats moot.
      await heartbeats.flush();
      const next = await getPlayAddress({ channel, courseId, trainingId, liveId }, section.id, signal);
      if (signal.aborted) return;
      trackerRef.current?.finish();
      trackerRef.current = recordsStudy
        ? new PlayTracker(
            { courseId, sectionId: section.id, playToken: next.playToken },
            heartbeats,
            resumeAt.current,
          )
        : null;
      setAddress(next);
    },
    [channel, courseId, trainingId, liveId, section.id, recordsStudy],
  );

  const start = useCallback(
    (controller: AbortController) => {
      openPlay(controller.signal).catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setFailure(isApiError(error) ? error.msg : '视频加载失败，请稍后重试');
      });
    },
    [openPlay],
  );

  useEffect(() => {
    const controller = new AbortController();
    start(controller);
    return () => {
      controller.abort();
      trackerRef.current?.finish();
      trackerRef.current = null;
    };
  }, [start]);

  // The server's answers move the furthest point and say when the section became learned.
  useEffect(
    () =>
      onHeartbeatSaved((beat, result) => {
        if (beat.courseId !== courseId || beat.sectionId !== section.id) return;
        furthest.current = Math.max(furthest.current, result.furthestSeconds);
        if (result.learnStatus === 1 && !learned.current) {
          learned.current = true;
          learnedCallback.current();
        }
      }),
    [courseId, section.id],
  );

  /** The tracker, told where the playhead is now (timeupdate lags up to a quarter second). */
  const currentTracker = useCallback((): PlayTracker | null => {
    const tracker = trackerRef.current;
    const element = videoRef.current;
    if (tracker && element && !element.seeking) tracker.progress(element.currentTime);
    return tracker;
  }, []);

  // Tab hidden: a beat; page going away: the play's last beat, in a request that outlives the page.
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') currentTracker()?.beat({ keepalive: true });
    };
    const onPageHide = () => currentTracker()?.finish({ keepalive: true });
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [currentTracker]);

  useEffect(() => {
    if (videoRef.current) videoRef.current.playbackRate = playbackRate;
  }, [playbackRate]);

  /** The address failed (most likely it expired, 410, or was refused, 403): a new play resumes here. */
  const reopen = useCallback(() => {
    // A visitor's play has no tracker: the element says where it stopped.
    const position = recordsStudy ? trackerRef.current?.positionSeconds : videoRef.current?.currentTime;
    if (position === undefined) return;
    if (refreshes.current >= MAX_ADDRESS_REFRESHES) {
      setFailure('视频加载失败，请稍后重试');
      return;
    }
    refreshes.current += 1;
    resumeAt.current = position;
    start(new AbortController());
  }, [start, recordsStudy]);

  const scriptedHls = address?.format === 'hls' && hlsNeedsScript();
  useEffect(() => {
    const element = videoRef.current;
    if (!address || !scriptedHls || !element) return;
    return attachHls(element, address.playUrl, resumeAt.current, (failure) => {
      if (failure === 'failed') reopen();
      else setFailure('当前浏览器无法播放该视频，请更换浏览器后重试');
    });
  }, [address, scriptedHls, reopen]);

  // 防挂机 and the session check: the server's clock for this play (a visitor's play has no token).
  const presence = usePlayPresence(recordsStudy ? (address?.playToken ?? null) : null, (token) =>
    trackerRef.current?.setPresence(token),
  );
  const pausedForAbsence = presence.phase === 'paused';
  useEffect(() => {
    if (!pausedForAbsence) return;
    const tracker = currentTracker();
    videoRef.current?.pause();
    tracker?.finish();
  }, [pausedForAbsence, currentTracker]);
  const onHere = () => {
    // Past the pause this play counts no more: a new one goes on from here.
    if (pausedForAbsence) reopen();
    else
      void presence.confirm().then((confirmed) => {
        if (!confirmed) reopen();
      });
  };

  const video = () => videoRef.current as HTMLVideoElement;

  const onLoadedMetadata = () => {
    const element = video();
    if (resumeAt.current > 0) element.currentTime = resumeAt.current;
    element.playbackRate = playbackRate;
    // Refused without a gesture on a fresh page: the learner presses play.
    element.play().catch(() => {});
  };

  const onTimeUpdate = () => {
    const element = video();
    if (element.seeking) return;
    if (trackerRef.current?.progress(element.currentTime)) {
      furthest.current = Math.max(furthest.current, element.currentTime);
    }
  };

  const onSeeking = () => {
    const element = video();
    const tracker = trackerRef.current;
    if (!tracker) return;
    const to = element.currentTime;
    const rule = { antiSkip: detail.antiSkip, learned: learned.current, furthestSeconds: furthest.current };
    if (!mayJumpTo(rule, to)) {
      feedback.warning(ANTI_SKIP_MESSAGE);
      element.currentTime = tracker.positionSeconds;
      return;
    }
    tracker.seeking(to);
  };

  const onError = () => {
    // hls.js reports its own failures (above); the element's error then is only its detaching.
    if (address && !scriptedHls) reopen();
  };

  if (failure) {
    return (
      <div className={styles.stageMessage}>
        <p>{failure}</p>
        <Button type="primary" onClick={() => start(new AbortController())}>
          重新加载
        </Button>
      </div>
    );
  }
  if (!address) {
    return (
      <div className={styles.stageMessage}>
        <Spin />
      </div>
    );
  }
  return (
    <ProtectedScreen
      watermark={detail.watermark}
      phase={presence.phase}
      secondsToPause={presence.secondsToPause}
      onHere={onHere}
    >
      {/* biome-ignore lint/a11y/useMediaCaption: the demo lessons have no caption track */}
      <video
        ref={videoRef}
        className={styles.video}
        src={scriptedHls ? undefined : address.playUrl}
        controls
        controlsList="nodownload noplaybackrate nofullscreen"
        disablePictureInPicture
        preload="auto"
        playsInline
        data-testid="lesson-video"
        onLoadedMetadata={onLoadedMetadata}
        onPlay={() => trackerRef.current?.setPlaying(true)}
        onPlaying={() => {
          refreshes.current = 0;
        }}
        onPause={() => {
          const tracker = currentTracker();
          tracker?.setPlaying(false);
          tracker?.beat();
        }}
        onTimeUpdate={onTimeUpdate}
        onSeeking={onSeeking}
        onEnded={() => {
          currentTracker()?.finish();
          onEnded();
        }}
        onError={onError}
      />
    </ProtectedScreen>
  );
}
