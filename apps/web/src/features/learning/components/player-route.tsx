import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { parseId } from '@/lib/parse-id';
import type { PlayerChannel, PlayTarget } from '../api/get-play-detail';
import styles from './player.module.css';
import { PlayerView } from './player-view';

/**
 * Reads the player's address: the course id, and seeType=continue, bundleId and sectionId (and taskId
 * in the enterprise area). A camp's player has the camp's id in the path and the course's in `courseId`.
 */
export function PlayerRoute({ channel }: { channel: PlayerChannel }) {
  const params = useParams();
  const [search] = useSearchParams();
  const camp = channel === 'camp';
  const trainingId = camp ? parseId(params.id) : undefined;
  const courseId = parseId(camp ? search.get('courseId') : params.id);
  const sectionId = parseId(search.get('sectionId'));
  const bundleId = camp ? undefined : parseId(search.get('bundleId'));
  const taskId = channel === 'enterprise' ? parseId(search.get('taskId')) : undefined;
  const resume = search.get('seeType') === 'continue';
  const target = useMemo<PlayTarget | null>(
    () =>
      courseId && (trainingId || !camp)
        ? { courseId, sectionId, bundleId, resume, trainingId, taskId }
        : null,
    [courseId, sectionId, bundleId, resume, trainingId, taskId, camp],
  );
  if (!target) {
    return (
      <div className={styles.page}>
        <div className={styles.notice}>
          <EmptyState title="课程播放" text="课程不存在或已下架" />
        </div>
      </div>
    );
  }
  return <PlayerView channel={channel} target={target} />;
}
