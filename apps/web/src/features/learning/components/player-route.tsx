import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { parseId } from '@/lib/parse-id';
import type { PlayerChannel, PlayTarget } from '../api/get-play-detail';
import styles from './player.module.css';
import { PlayerView } from './player-view';

/** Reads the player's address: the course id, and seeType=continue, bundleId and sectionId. */
export function PlayerRoute({ channel }: { channel: PlayerChannel }) {
  const params = useParams();
  const [search] = useSearchParams();
  const courseId = parseId(params.id);
  const sectionId = parseId(search.get('sectionId'));
  const bundleId = parseId(search.get('bundleId'));
  const resume = search.get('seeType') === 'continue';
  const target = useMemo<PlayTarget | null>(
    () => (courseId ? { courseId, sectionId, bundleId, resume } : null),
    [courseId, sectionId, bundleId, resume],
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
