import { Link } from 'react-router';
import { MY_COURSES } from '@/lib/links';
import { isVip, type LoginParams } from '@/lib/session';
import styles from './my-courses-nav.module.css';

export interface Section {
  key:
    | 'center'
    | 'favorites'
    | 'orders'
    | 'coupons'
    | 'groups'
    | 'referrals'
    | 'certificates'
    | 'camps'
    | 'exams'
    | 'coursework'
    | 'account';
  label: string;
  to: string;
  /** The `index` values that open the section. */
  indexes: string[];
}

export const SECTIONS: Section[] = [
  { key: 'center', label: '个人中心', to: MY_COURSES.center, indexes: ['0'] },
  { key: 'favorites', label: '我的收藏', to: MY_COURSES.favorites, indexes: ['1'] },
  { key: 'orders', label: '我的订单', to: MY_COURSES.orders, indexes: ['2'] },
  { key: 'coupons', label: '我的优惠券', to: MY_COURSES.coupons, indexes: ['9'] },
  { key: 'groups', label: '我的拼团', to: MY_COURSES.groups, indexes: ['11'] },
  { key: 'referrals', label: '我的推广', to: MY_COURSES.referrals, indexes: ['10'] },
  { key: 'certificates', label: '我的证书', to: MY_COURSES.certificates, indexes: ['3'] },
  { key: 'camps', label: '我的训练营', to: MY_COURSES.camps, indexes: ['8'] },
  { key: 'exams', label: '我的考试', to: MY_COURSES.exams, indexes: ['5'] },
  { key: 'coursework', label: '我的作业', to: MY_COURSES.coursework, indexes: ['7'] },
  { key: 'account', label: '账号管理', to: MY_COURSES.account, indexes: ['4', '6'] },
];

/** The section of an `index` query value; unknown or missing values open the personal centre. */
export function sectionOf(index: string | null): Section {
  return SECTIONS.find((section) => section.indexes.includes(index ?? '0')) ?? (SECTIONS[0] as Section);
}

/** The personal area's side column: who is logged in, and the sections. */
export function MyCoursesNav({ session, section }: { session: LoginParams; section: Section }) {
  const vip = isVip(session);
  return (
    <aside className={styles.nav}>
      <div className={styles.user}>
        <span className={vip ? `${styles.avatar} ${styles.vip}` : styles.avatar}>
          {session.avatar ? <img src={session.avatar} alt="" /> : Array.from(session.nickname || '学')[0]}
        </span>
        <strong className={styles.name}>{session.nickname}</strong>
        <span className={vip ? `${styles.level} ${styles.levelVip}` : styles.level}>
          {vip ? 'VIP会员' : '普通学员'}
        </span>
        {session.entName ? <span className={styles.ent}>{session.entName}</span> : null}
      </div>
      <nav aria-label="个人中心导航">
        {SECTIONS.map((item) => (
          <Link
            key={item.key}
            to={item.to}
            className={item.key === section.key ? `${styles.item} ${styles.active}` : styles.item}
            aria-current={item.key === section.key ? 'page' : undefined}
          >
            {item.label}
          </Link>
        ))}
      </nav>
    </aside>
  );
}
