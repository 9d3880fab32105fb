import { Skeleton } from 'antd';
import { Fragment } from 'react';
import { useRank } from '../api/get-enrolment';
import styles from './camps.module.css';

/** The term's rank: the top ten and the learner's neighbours, a gap marked where ranks are skipped. */
export function RankList({ trainingUserId }: { trainingUserId: number }) {
  const rank = useRank(trainingUserId, true);
  return (
    <div>
      <h2 className={styles.heading}>
        学习排名{rank.data ? `（第${rank.data.myRank}名 / 共${rank.data.total}人）` : ''}
      </h2>
      {rank.isPending ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
      {rank.data ? (
        <ol className={styles.rank}>
          {rank.data.list.map((entry, index) => (
            <Fragment key={entry.rank}>
              {index > 0 && entry.rank !== (rank.data.list[index - 1]?.rank ?? 0) + 1 ? (
                <li className={styles.gap} aria-hidden>
                  ⋯
                </li>
              ) : null}
              <li className={entry.mine ? `${styles.rankRow} ${styles.mine}` : styles.rankRow}>
                <span>{entry.rank}</span>
                <span>{entry.mine ? `${entry.name}（我）` : entry.name}</span>
                <span>{entry.progress}%</span>
              </li>
            </Fragment>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
