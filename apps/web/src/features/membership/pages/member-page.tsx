import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { BannerCarousel } from '@/components/banner-carousel';
import { openLoginModal, useSession } from '@/lib/session';
import { useMemberPage } from '../api/get-member-page';
import { useVipDetail } from '../api/get-vip-detail';
import { ActivityList } from '../components/activity-list';
import { BanyueList } from '../components/banyue-list';
import { CourseList } from '../components/course-list';
import { LiveList } from '../components/live-list';
import { MemberHero } from '../components/member-hero';
import { MemberRights } from '../components/member-rights';
import { MemberSection, SectionBody } from '../components/member-section';
import { TeacherList } from '../components/teacher-list';
import { type PlanSaleSlot, VipList } from '../components/vip-list';
import { memberRights, memberStatus } from '../lib/member-status';
import styles from './member-page.module.css';

/** Id of the rights section: `/member#rights` and `/member?section=rights` open the page there. */
const RIGHTS_ID = 'rights';
const PLANS_ID = 'plans';

/**
 * The section a link asks for, by hash or by `?section=` (for links that cannot carry a hash). The
 * shell leaves the scroll alone on the way to the rights section (layout-rules), so the page
 * brings it into view itself once it is drawn.
 */
function useScrollToRequestedSection(ready: boolean): void {
  const { hash, search } = useLocation();
  const requested = hash.slice(1) || new URLSearchParams(search).get('section');
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !requested || done.current === requested) return;
    const target = document.getElementById(requested);
    if (!target) return;
    done.current = requested;
    target.scrollIntoView({ block: 'start' });
  }, [ready, requested]);
}

/**
 * /member: the reader's membership, the plans, the rights and what members get. The route module in
 * app/pages adds each plan's flash sale to its card.
 */
export function MemberRoute({ saleSlot }: { saleSlot?: PlanSaleSlot }) {
  const session = useSession();
  const detail = useVipDetail();
  const page = useMemberPage();
  const status = detail.data ? memberStatus(session !== null, detail.data) : null;
  const viewerIsVip = status?.kind === 'member';

  useScrollToRequestedSection(detail.data !== undefined);

  const join = () => {
    if (!session) openLoginModal();
    else document.getElementById(PLANS_ID)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };

  return (
    <div className={styles.page}>
      <MemberHero status={status} session={session} onJoin={join} />
      <div className={`zx-container ${styles.body}`}>
        <section id={PLANS_ID} className={styles.plans} aria-label="会员套餐">
          <SectionBody query={detail} placeholderHeight={420}>
            {(data) => <VipList plans={data.plans} status={status} saleSlot={saleSlot} />}
          </SectionBody>
        </section>

        <MemberSection
          id={RIGHTS_ID}
          title="会员权益"
          subtitle={viewerIsVip ? '您已享有以下会员权益' : '开通会员，以下权益立即生效'}
        >
          <SectionBody query={detail} placeholderHeight={280}>
            {(data) => <MemberRights rights={memberRights(data.plans)} />}
          </SectionBody>
        </MemberSection>

        {page.data && page.data.banners.length > 0 ? (
          <div className={styles.swiper}>
            <BannerCarousel banners={page.data.banners} />
          </div>
        ) : null}

        <MemberSection
          title="200+ 精选课程 会员免费学"
          subtitle="会员专享课与会员免费课，开通即学"
          more={{ to: '/courses?charge=vip', text: '查看全部会员课程' }}
        >
          <SectionBody query={page} placeholderHeight={600}>
            {(data) => <CourseList courses={data.freeCourses} viewerIsVip={viewerIsVip} />}
          </SectionBody>
        </MemberSection>

        <MemberSection title="会员直播" subtitle="每月会员专属直播，错过可看回放">
          <SectionBody query={page} placeholderHeight={300}>
            {(data) => <LiveList sessions={data.liveSessions} />}
          </SectionBody>
        </MemberSection>

        <MemberSection title="半月谈" subtitle="每半月一期，名师聊聊培训那些事">
          <SectionBody query={page} placeholderHeight={360}>
            {(data) => <BanyueList talks={data.banyueTalks} />}
          </SectionBody>
        </MemberSection>

        <MemberSection title="会员活动" subtitle="线上挑战与城市见面会，会员优先参加">
          <SectionBody query={page} placeholderHeight={340}>
            {(data) => <ActivityList activities={data.activities} />}
          </SectionBody>
        </MemberSection>

        <MemberSection title="会员名师" subtitle="会员课程的主讲老师">
          <SectionBody query={page} placeholderHeight={480}>
            {(data) => <TeacherList teachers={data.teachers} />}
          </SectionBody>
        </MemberSection>
      </div>
    </div>
  );
}
