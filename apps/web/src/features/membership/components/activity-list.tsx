import type { MemberProgramme } from '@zhixue/contract';
import { formatCount } from '@/lib/format';
import { ACTIVITY_PHASE_LABEL, formatSpan, programmePhase } from '../lib/programme-status';
import { SectionEmpty } from './member-section';
import styles from './programme-lists.module.css';

/** Member activities: contests, reading clubs and city meet-ups, the running and coming ones first. */
export function ActivityList({ activities }: { activities: MemberProgramme[] }) {
  if (activities.length === 0) return <SectionEmpty text="近期暂无会员活动" />;
  const now = Date.now();
  return (
    <ul className={styles.activities}>
      {activities.map((activity) => {
        const phase = programmePhase(activity, now);
        return (
          <li
            key={activity.id}
            className={phase === 'ended' ? `${styles.activity} ${styles.past}` : styles.activity}
          >
            <div className={styles.activityCover}>
              <img src={activity.picCover} alt={activity.title} loading="lazy" decoding="async" />
              <span className={`${styles.phase} ${styles[phase]}`}>{ACTIVITY_PHASE_LABEL[phase]}</span>
            </div>
            <div className={styles.activityBody}>
              <h3 className={styles.itemTitle}>{activity.title}</h3>
              <p className={styles.summary}>{activity.summary}</p>
              <dl className={styles.facts}>
                <div>
                  <dt>时间</dt>
                  <dd>{formatSpan(activity, now)}</dd>
                </div>
                {activity.location ? (
                  <div>
                    <dt>地点</dt>
                    <dd>{activity.location}</dd>
                  </div>
                ) : null}
              </dl>
              <p className={styles.audience}>
                {formatCount(activity.audienceCount)}人{phase === 'ended' ? '参加' : '已报名'}
                {activity.lecturerName ? <span>嘉宾：{activity.lecturerName}</span> : null}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
