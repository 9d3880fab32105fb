import { useQueryClient } from '@tanstack/react-query';
import { Button, Skeleton, Tabs, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ChapterList } from '@/components/chapter-list';
import { EmptyState } from '@/components/empty-state';
import { LockIcon } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { trainingHref } from '@/lib/links';
import { studiedQueryKeys, useChapters } from '../api/get-chapters';
import {
  type PlayerChannel,
  type PlayerDetail,
  type PlayTarget,
  usePlayDetail,
} from '../api/get-play-detail';
import { useSlides } from '../api/get-slides';
import { underCampRule } from '../lib/camp-catalog';
import { heartbeats } from '../lib/heartbeats';
import { usePlaybackRate } from '../lib/playback-rate';
import { courseDetailHref, playerHref } from '../lib/player-links';
import styles from './player.module.css';
import { PlayerAbsent, PlayerFrame, PlayerTopBar, SpeedControl } from './player-frame';
import { SlidePanel } from './slide-panel';
import { VideoStage } from './video-stage';

interface PlayerViewProps {
  channel: PlayerChannel;
  target: PlayTarget;
}

/**
 * /course/video/:id, /youke/video/:id, /trainingCamp/video/:trainingId?courseId= and /ent/video/:id:
 * the video with its speed control, and beside it the catalog (the playing section highlighted) and
 * the slides. Logged-in learners, and on /course/video visitors too, who play the trial sections
 * (spec section 4) without anything being recorded.
 */
export function PlayerView({ channel, target }: PlayerViewProps) {
  return (
    <PlayerFrame
      loginText="登录后即可观看课程视频"
      forVisitors={
        channel === 'main' ? <LoadedPlayer channel={channel} target={target} viewer={null} /> : undefined
      }
    >
      {(viewer) => <LoadedPlayer channel={channel} target={target} viewer={viewer} />}
    </PlayerFrame>
  );
}

/** `viewer` is null for a visitor. */
function LoadedPlayer({ channel, target, viewer }: PlayerViewProps & { viewer: number | null }) {
  const query = usePlayDetail(channel, target, viewer);
  if (!query.isSuccess) {
    return (
      <PlayerAbsent
        title="课程播放"
        query={query}
        failed="课程加载失败"
        missing={{
          text: '课程不存在或已下架',
          children: <Link to={OTHER_COURSES[channel]}>去看看其他课程</Link>,
        }}
      />
    );
  }
  return (
    <Player
      channel={channel}
      bundleId={target.bundleId}
      taskId={target.taskId}
      detail={query.data}
      viewer={viewer}
    />
  );
}

interface PlayerProps {
  channel: PlayerChannel;
  bundleId: number | undefined;
  /** The enterprise learning task the course was opened from, kept in the links to other sections. */
  taskId: number | undefined;
  detail: PlayerDetail;
  viewer: number | null;
}

const OTHER_COURSES: Record<PlayerChannel, string> = {
  main: '/courses',
  youke: '/youke',
  camp: '/trainingCamp',
  enterprise: '/ent/course-list',
};

/** Where 返回 goes: the camp's page for a camp's course, else the course's own page. */
function backLink(channel: PlayerChannel, detail: PlayerDetail, bundleId: number | undefined) {
  if (detail.trainingId && detail.trainingKind) {
    return { to: trainingHref({ id: detail.trainingId, kind: detail.trainingKind }), label: '返回训练营' };
  }
  return { to: courseDetailHref(channel, detail.courseId, bundleId), label: '返回课程' };
}

function Player({ channel, bundleId, taskId, detail, viewer }: PlayerProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const chapters = useChapters(channel, detail.courseId, viewer);
  const slides = useSlides(detail.courseId, detail.hasSlides);
  const [rate, setRate] = usePlaybackRate();
  // Sections learned while this page is open (the detail says so only when reloaded).
  const [learnedHere, setLearnedHere] = useState<ReadonlySet<number>>(new Set());
  const { section } = detail;
  const learned = section.learnStatus === 1 || learnedHere.has(section.id);
  const back = backLink(channel, detail, bundleId);
  // A camp's course is open or locked as a whole; the reason is the camp's (报名, unlock date).
  const lockedText =
    detail.lockReason ?? (viewer === null ? '登录并购买课程后即可学习本节' : '购买课程后即可学习本节');
  const nextName = chapters.data
    ?.flatMap((chapter) => chapter.sectionFrontList)
    .find((item) => item.id === detail.nextSectionId)?.name;

  const open = (sectionId: number) =>
    void navigate(
      playerHref(channel, detail.courseId, { sectionId, bundleId, taskId, trainingId: detail.trainingId }),
    );

  // Once the beats sent so far have landed, so that what is asked again includes them.
  const refreshStudied = useCallback(() => {
    void heartbeats.flush().then(() => {
      for (const queryKey of studiedQueryKeys(channel, detail.courseId, viewer)) {
        void queryClient.invalidateQueries({ queryKey });
      }
    });
  }, [queryClient, channel, detail.courseId, viewer]);
  // Leaving the player: the course page and the lists show what was watched here.
  useEffect(() => refreshStudied, [refreshStudied]);

  const onLearned = () => {
    setLearnedHere((ids) => new Set(ids).add(section.id));
    refreshStudied(); // 已学完 in the catalog here, and the course's progress
  };

  const catalog = chapters.isPending ? (
    <Skeleton active />
  ) : chapters.isError ? (
    <LoadFailed compact query={chapters} fallback="目录加载失败" />
  ) : (
    <ChapterList
      chapters={channel === 'camp' ? underCampRule(chapters.data, detail.canStudy) : chapters.data}
      canStudy={detail.canStudy}
      currentSectionId={section.id}
      onOpen={(picked) => open(picked.id)}
    />
  );

  const tabs = [{ key: 'catalog', label: '目录', children: <div className={styles.catalog}>{catalog}</div> }];
  if (detail.hasSlides) {
    tabs.push({
      key: 'slides',
      label: '课件',
      children: slides.isPending ? (
        <Skeleton active />
      ) : slides.isError ? (
        <LoadFailed compact query={slides} fallback="课件加载失败" />
      ) : slides.data.length > 0 ? (
        <SlidePanel slides={slides.data} />
      ) : (
        <EmptyState compact text="暂无课件" />
      ),
    });
  }

  return (
    <>
      <PlayerTopBar back={back} title={detail.courseName} />
      <div className={styles.body}>
        <div className={styles.main}>
          <div className={styles.stage}>
            {section.playable ? (
              <VideoStage
                key={section.id}
                detail={detail}
                recordsStudy={viewer !== null}
                playbackRate={rate}
                onLearned={onLearned}
                onEnded={() => {
                  if (detail.nextSectionId) open(detail.nextSectionId);
                }}
              />
            ) : (
              <div className={styles.stageMessage}>
                <LockIcon className={styles.lockIcon} />
                <p>{lockedText}</p>
                <Button type="primary" onClick={() => void navigate(back.to)}>
                  {channel === 'camp' ? '查看训练营' : '去购买'}
                </Button>
              </div>
            )}
          </div>
          <div className={styles.toolbar}>
            <div className={styles.sectionTitle}>
              <h2 title={section.name}>{section.name}</h2>
              {learned ? <Tag color="success">已学完</Tag> : null}
              {/* The term has ended under the camp's replay rule: watching no longer moves the plan. */}
              {detail.replayOnly ? <Tag title="本期已结营，回放学习不再计入训练营进度">回放</Tag> : null}
              {/* A camp opens its courses whole: no 试看 there. */}
              {section.trial === 1 && !detail.canStudy && channel !== 'camp' ? (
                <Tag color="green">试看</Tag>
              ) : null}
            </div>
            <SpeedControl rate={rate} onChange={setRate} />
          </div>
          <PlayerNotes
            nextName={nextName}
            lockedText={detail.lockReason ?? '购买课程后即可学习全部小节'}
            canStudy={detail.canStudy}
            antiSkip={detail.antiSkip && !learned && section.playable}
            onNext={detail.nextSectionId ? () => open(detail.nextSectionId as number) : undefined}
          />
        </div>
        <aside className={styles.side}>
          <Tabs items={tabs} centered />
        </aside>
      </div>
    </>
  );
}

interface PlayerNotesProps {
  nextName: string | undefined;
  /** Why the rest of the course is not open, when it is not. */
  lockedText: string;
  canStudy: boolean;
  antiSkip: boolean;
  onNext: (() => void) | undefined;
}

/** Under the video: what plays next (it starts by itself at the end) and the anti-skip rule. */
function PlayerNotes({ nextName, lockedText, canStudy, antiSkip, onNext }: PlayerNotesProps) {
  return (
    <div className={styles.notes}>
      {onNext ? (
        <p>
          下一节：{nextName ?? '加载中…'}（本节播放完后自动播放）
          <Button type="link" size="small" onClick={onNext}>
            立即播放
          </Button>
        </p>
      ) : (
        <p>{canStudy ? '已是本课程的最后一节' : lockedText}</p>
      )}
      {antiSkip ? <p>本节学完前只能拖动到已观看的位置</p> : null}
    </div>
  );
}
