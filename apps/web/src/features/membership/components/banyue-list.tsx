import type { MemberProgramme } from '@zhixue/contract';
import { formatDate } from '@/lib/date-format';
import { formatCount } from '@/lib/format';
import { splitTalkTitle } from '../lib/programme-status';
import { SectionEmpty } from './member-section';
import styles from './programme-lists.module.css';

/** 半月谈: a talk with a lecturer every half month, the latest first and the latest larger. */
export function BanyueList({ talks }: { talks: MemberProgramme[] }) {
  if (talks.length === 0) return <SectionEmpty text="半月谈即将开讲" />;
  return (
    <ol className={styles.talks}>
      {talks.map((talk, index) => {
        const { issue, topic } = splitTalkTitle(talk.title);
        return (
          <li key={talk.id} className={index === 0 ? `${styles.talk} ${styles.latest}` : styles.talk}>
            <span className={styles.issue}>{issue ?? '半月谈'}</span>
            <h3 className={styles.itemTitle}>{topic}</h3>
            <p className={styles.summary}>{talk.summary}</p>
            <footer className={styles.talkFooter}>
              {talk.lecturerName ? (
                <span className={styles.host}>
                  {talk.lecturerAvatar ? (
                    <img className={styles.hostAvatar} src={talk.lecturerAvatar} alt="" loading="lazy" />
                  ) : null}
                  {talk.lecturerName}
                </span>
              ) : null}
              <span>{formatDate(talk.startsAt)}</span>
              <span>{formatCount(talk.audienceCount)}人收听</span>
            </footer>
          </li>
        );
      })}
    </ol>
  );
}
