import { twoDigits } from '@/lib/format';
import type { MemberRight } from '../lib/member-status';
import styles from './member-rights.module.css';

/** The rights membership grants, from the plans on sale; a tag names the plans when not all grant it. */
export function MemberRights({ rights }: { rights: MemberRight[] }) {
  return (
    <ol className={styles.rights}>
      {rights.map((right, index) => (
        <li key={right.name} className={styles.right}>
          <span className={styles.mark} aria-hidden="true">
            {twoDigits(index + 1)}
          </span>
          <span className={styles.name}>{right.name}</span>
          <span className={styles.scope}>
            {right.onlyIn.length > 0 ? `${right.onlyIn.join(' · ')}专享` : '全部会员'}
          </span>
        </li>
      ))}
    </ol>
  );
}
