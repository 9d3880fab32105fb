import type { MemberPage } from '@zhixue/contract';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { BannerCarousel } from '@/components/banner-carousel';
import { EmptyState } from '@/components/empty-state';
import { useSession } from '@/lib/session';
import { useMemberPage } from '../api/get-member-page';
import { useVipDetail, type VipDetail } from '../api/get-vip-detail';
import { ActivityList } from '../components/activity-list';
import { BanyueList } from '../components/banyue-list';
import { CourseList } from '../components/course-list';
import { LiveList } from '../components/live-list';
import { SectionBody } from '../components/member-section';
import { TeacherList } from '../components/teacher-list';
import { VipList } from '../components/vip-list';
import { memberStatus } from '../lib/member-status';
import styles from './member-page.module.css';

const PREFIX = '/member/components/';

/** The member page's sections, by the name of their component-preview route (spec section 2). */
const FROM_MEMBER_PAGE: Record<string, { intro: string; render: (data: MemberPage) => ReactNode }> = {
  'activity-list': { intro: '会员活动列表', render: (data) => <ActivityList activities={data.activities} /> },
  'banyue-list': { intro: '半月谈列表', render: (data) => <BanyueList talks={data.banyueTalks} /> },
  'course-list': {
    intro: '会员免费课程列表',
    render: (data) => <CourseList courses={data.freeCourses} viewerIsVip={false} />,
  },
  'live-list': { intro: '会员直播列表', render: (data) => <LiveList sessions={data.liveSessions} /> },
  'teacher-list': { intro: '会员名师列表', render: (data) => <TeacherList teachers={data.teachers} /> },
  '7.1.19/swiper': { intro: '会员页轮播图', render: (data) => <BannerCarousel banners={data.banners} /> },
};

function MemberPagePreview({ render }: { render: (data: MemberPage) => ReactNode }) {
  return (
    <SectionBody query={useMemberPage()} placeholderHeight={360}>
      {render}
    </SectionBody>
  );
}

function PlansPreview() {
  const session = useSession();
  const detail = useVipDetail();
  const render = (data: VipDetail) => (
    <VipList plans={data.plans} status={memberStatus(session !== null, data)} />
  );
  return (
    <SectionBody query={detail} placeholderHeight={420}>
      {render}
    </SectionBody>
  );
}

/** /member/components/<name>: one section of the member page on its own, with the live data. */
export function Component() {
  const name = decodeURIComponent(useLocation().pathname)
    .toLowerCase()
    .replace(PREFIX, '')
    .replace(/\/+$/, '');
  const section = FROM_MEMBER_PAGE[name];
  const intro = name === 'vip-list' ? '会员套餐列表' : section?.intro;
  return (
    <div className={`zx-container ${styles.preview}`}>
      <h1 className={styles.previewTitle}>{name}</h1>
      {intro ? <p className={styles.previewIntro}>{intro}，数据与会员中心页面相同。</p> : null}
      {name === 'vip-list' ? <PlansPreview /> : null}
      {section ? <MemberPagePreview render={section.render} /> : null}
      {!intro ? <EmptyState text="暂无此组件" /> : null}
    </div>
  );
}
