import { Tag } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { liveHref } from '@/lib/links';
import { parseId } from '@/lib/parse-id';
import { type StageDetail, useReplayDetail } from '../api/get-play-detail';
import styles from '../components/player.module.css';
import { PlayerAbsent, PlayerFrame, PlayerTopBar, SpeedControl } from '../components/player-frame';
import { VideoStage } from '../components/video-stage';
import { usePlaybackRate } from '../lib/playback-rate';

/**
 * /live/:id/replay (not in the spec's table): the replay of a live without a course, a camp term's,
 * for the live's audience. One section in the course player's frame; its heartbeats count as learning
 * and, learned, do the camp plan's live item.
 */
export function Component() {
  const id = parseId(useParams().id);
  return (
    <PlayerFrame loginText="登录后即可观看直播回放">
      {(viewer) =>
        id ? (
          <LoadedReplay liveId={id} viewer={viewer} />
        ) : (
          <PlayerAbsent title="直播回放" missing={{ text: '直播不存在' }} />
        )
      }
    </PlayerFrame>
  );
}

function LoadedReplay({ liveId, viewer }: { liveId: number; viewer: number }) {
  const query = useReplayDetail(liveId, viewer);
  if (!query.isSuccess) {
    return (
      <PlayerAbsent
        title="直播回放"
        query={query}
        failed="回放加载失败"
        missing={{ text: '回放不存在或尚未生成', children: <Link to={liveHref(liveId)}>返回直播</Link> }}
      />
    );
  }
  return <Replay liveId={liveId} detail={query.data} />;
}

function Replay({ liveId, detail }: { liveId: number; detail: StageDetail }) {
  const [rate, setRate] = usePlaybackRate();
  const [learnedHere, setLearnedHere] = useState(false);
  const { section } = detail;
  const learned = section.learnStatus === 1 || learnedHere;
  return (
    <>
      <PlayerTopBar back={{ to: liveHref(liveId), label: '返回直播' }} title={detail.courseName} />
      <div className={styles.body}>
        <div className={styles.main}>
          <div className={styles.stage}>
            <VideoStage
              detail={detail}
              playbackRate={rate}
              onLearned={() => setLearnedHere(true)}
              onEnded={() => {}}
            />
          </div>
          <div className={styles.toolbar}>
            <div className={styles.sectionTitle}>
              <h2 title={section.name}>{section.name}</h2>
              {learned ? <Tag color="success">已学完</Tag> : null}
            </div>
            <SpeedControl rate={rate} onChange={setRate} />
          </div>
          <div className={styles.notes}>
            <p>观看回放计入学习时长；看完回放即完成训练营学习计划中的这场直播，与直播时在线观看相同。</p>
            {detail.antiSkip && !learned ? <p>回放看完前只能拖动到已观看的位置</p> : null}
          </div>
        </div>
      </div>
    </>
  );
}
