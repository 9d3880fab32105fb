import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LogInFirst } from '@/components/log-in-first';
import { useSession } from '@/lib/session';
import { useSyncedUserDetail } from '../api/get-user-detail';
import { AccountCenter } from '../components/account-center';
import { FavoritesPanel } from '../components/favorites-panel';
import { MyCoursesNav, sectionOf } from '../components/my-courses-nav';
import styles from './my-courses-page.module.css';

interface MyCoursesPageProps {
  /**
   * Index 0, the personal centre (study totals, recent study, my courses). It belongs to the learning
   * feature, which this one may not import: the route module in app/pages composes the two.
   */
  studyCenter: ReactNode;
  /** Index 2, the learner's orders, from the orders feature (composed in app/pages likewise). */
  orders: ReactNode;
  /** Index 9, the learner's coupons, from the coupons feature (likewise). */
  coupons: ReactNode;
  /** Index 11, 我的拼团, from the group-buying feature (likewise). */
  groups: ReactNode;
  /** Index 10, 我的推广: share links, commission and withdrawals, from the referrals feature (likewise). */
  referrals: ReactNode;
  /** Index 3, the learner's certificates, from the certificates feature (likewise). */
  certificates: ReactNode;
  /** Index 8, the learner's camps, from the camps feature (likewise). */
  camps: ReactNode;
  /** Index 5, the learner's exams, from the exams feature (likewise). */
  exams: ReactNode;
  /** Index 7, the learner's coursework and collected work, from the coursework feature (likewise). */
  coursework: ReactNode;
}

/**
 * /mycourses: the personal area. `?index=` picks the section (spec section 2): 0 personal centre or
 * recent study, 1 favourites, 2 orders, 3 certificates, 8 camps, 5 exams, 7 coursework, 4 or 6 account
 * management, 9 coupons, 10 referrals (我的推广).
 * A visitor is asked to log in, without the modal popping up by itself: when a session ends under
 * the page, the API client's 登录失效 dialog is the one thing to answer.
 */
export function MyCoursesPage({
  studyCenter,
  orders,
  coupons,
  groups,
  referrals,
  certificates,
  camps,
  exams,
  coursework,
}: MyCoursesPageProps) {
  const [params] = useSearchParams();
  const session = useSession();
  const section = sectionOf(params.get('index'));
  useSyncedUserDetail(session !== null);

  if (!session) {
    return (
      <div className={`zx-container ${styles.page}`}>
        <section className={styles.panel}>
          <LogInFirst text="登录后查看个人中心、收藏和账号设置" />
        </section>
      </div>
    );
  }

  return (
    <div className={`zx-container ${styles.page} ${styles.columns}`}>
      <MyCoursesNav session={session} section={section} />
      <section className={styles.panel}>
        {section.key === 'account' ? (
          <AccountCenter />
        ) : section.key === 'favorites' ? (
          <FavoritesPanel />
        ) : section.key === 'orders' ? (
          orders
        ) : section.key === 'coupons' ? (
          coupons
        ) : section.key === 'groups' ? (
          groups
        ) : section.key === 'referrals' ? (
          referrals
        ) : section.key === 'certificates' ? (
          certificates
        ) : section.key === 'camps' ? (
          camps
        ) : section.key === 'exams' ? (
          exams
        ) : section.key === 'coursework' ? (
          coursework
        ) : (
          studyCenter
        )}
      </section>
    </div>
  );
}
