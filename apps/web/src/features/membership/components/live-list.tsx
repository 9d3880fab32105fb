import type { MemberProgramme } from '@zhixue/contract';
import { Link } from 'react-router';
import { formatCount } from '@/lib/format';
import { liveHref } from '@/lib/links';
import { formatWhen, LIVE_PHASE_LABEL, programmePhase, startsIn } from '../lib/programme-status';
import { SectionEmpty } from './member-section';
import styles from './programme-lists.module.css';

/** Member live sessions: coming ones first with how soon they start, then replays; each opens its live page. */
export function LiveList({ sessions }: { sessions: MemberProgramme[] }) {
  if (sessions.length === 0) return <SectionEmpty text="近期暂无会员直播" />;
  const now = Date.now();
  return (
    <ul className={styles.lives}>
      {sessions.map((session) => {
        const phase = programmePhase(session, now);
        return (
          <li key={session.id}>
            <Link to={liveHref(session.id)} className={styles.live}>
              <div className={styles.liveCover}>
                <img src={session.picCover} alt={session.title} loading="lazy" decoding="async" />
                <span className={`${styles.phase} ${styles[phase]}`}>{LIVE_PHASE_LABEL[phase]}</span>
              </div>
              <div className={styles.liveBody}>
                <h3 className={styles.itemTitle}>{session.title}</h3>
                <p className={styles.liveHost}>
                  {session.lecturerAvatar ? (
                    <img className={styles.hostAvatar} src={session.lecturerAvatar} alt="" loading="lazy" />
                  ) : null}
                  {session.lecturerName ?? '知学会员'}
                </p>
                <p className={styles.liveWhen}>
                  <span>
                    {phase === 'upcoming'
                      ? startsIn(session.startsAt, now)
                      : formatWhen(session.startsAt, now)}
                  </span>
                  <span>
                    {formatCount(session.audienceCount)}人{phase === 'upcoming' ? '预约' : '观看'}
                  </span>
                </p>
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
