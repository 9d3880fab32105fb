import { type ProductType, ProductTypes } from '@zhixue/contract';
import { Alert, App, Button, Tabs } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { CourseCatalog } from '@/components/course-catalog';
import { CourseDescription } from '@/components/course-description';
import { DetailFailed, DetailPanel, DetailPending } from '@/components/detail-panel';
import { EmptyState } from '@/components/empty-state';
import { StickyCourseHeader, tabScroller } from '@/components/sticky-course-header';
import { isApiError, isMissing } from '@/lib/api';
import { parseId } from '@/lib/parse-id';
import { isVip, useSession } from '@/lib/session';
import { useBundleCatalog } from '../api/get-bundle-catalog';
import { useCourseCatalog } from '../api/get-course-catalog';
import { useCourseDetail } from '../api/get-course-detail';
import styles from '../components/course-detail.module.css';
import { CourseHero } from '../components/course-hero';
import { LecturerModal } from '../components/lecturer-modal';
import { useLoginGuard } from '../components/use-login-guard';
import { bundleCourseHref, studyHref, videoHref } from '../lib/detail-links';

const TABS = [
  { key: 'intro', label: '课程介绍' },
  { key: 'catalog', label: '课程目录' },
] as const;

/**
 * What another feature shows on a product's page, composed by the app shell (features do not import
 * each other): the coupons' 领券 strip, for a course or bundle the learner has not bought.
 */
export type CouponStripSlot = (product: { productType: ProductType; productId: number }) => ReactNode;

/**
 * /course/base/:id (optional bundleId) and /course/multi/:id?type=multi: a course or a bundle.
 * Hero with the buy bar, the sticky course header, then 课程介绍 and 课程目录 (chapters for a course,
 * the bundle's groups of courses in multi mode). The route module in app/pages adds the coupon strip.
 */
export function CourseDetailRoute({ couponStrip }: { couponStrip?: CouponStripSlot }) {
  const params = useParams();
  const [search] = useSearchParams();
  return (
    <CourseDetail
      id={parseId(params.id)}
      bundleId={parseId(search.get('bundleId'))}
      preview={search.get('preview') ?? undefined}
      couponStrip={couponStrip}
    />
  );
}

/** The detail of the course (or bundle) an address names; none, or a malformed id, is not found. */
export function CourseDetail({
  id,
  bundleId,
  preview,
  couponStrip,
}: {
  id: number | undefined;
  bundleId: number | undefined;
  /** A console preview link's token: the course as a visitor sees it, published or not. */
  preview?: string | undefined;
  couponStrip?: CouponStripSlot | undefined;
}) {
  if (!id) return <NotFound />;
  return (
    <CourseDetailView
      key={`${id}-${bundleId ?? ''}`}
      id={id}
      bundleId={bundleId}
      preview={preview}
      couponStrip={couponStrip}
    />
  );
}

function NotFound({ text = '课程不存在或已下架' }: { text?: string }) {
  const navigate = useNavigate();
  return (
    <DetailPanel>
      <EmptyState title="课程详情" text={text}>
        <Button onClick={() => navigate('/courses')}>去看看其他课程</Button>
      </EmptyState>
    </DetailPanel>
  );
}

function CourseDetailView({
  id,
  bundleId,
  preview,
  couponStrip,
}: {
  id: number;
  bundleId?: number | undefined;
  preview?: string | undefined;
  couponStrip?: CouponStripSlot | undefined;
}) {
  const session = useSession();
  const viewer = session?.id ?? null;
  const viewerIsVip = isVip(session);
  const { go } = useLoginGuard();
  const navigate = useNavigate();
  const { message: notify } = App.useApp();
  const detailQuery = useCourseDetail(id, bundleId, viewer, preview);
  const loaded = detailQuery.data;
  const multi = loaded?.type === ProductTypes.BUNDLE;
  const chapters = useCourseCatalog(id, viewer, loaded !== undefined && !multi, preview);
  const groups = useBundleCatalog(id, multi);
  const [tab, setTab] = useState('intro');
  const [lecturerOpen, setLecturerOpen] = useState(false);
  const tabsRef = useRef<HTMLDivElement>(null);

  if (detailQuery.isPending) return <DetailPending />;
  if (detailQuery.isError) {
    if (isMissing(detailQuery.error)) return <NotFound />;
    // A forged, expired or withdrawn preview link: say so, as the server worded it.
    if (preview && isApiError(detailQuery.error)) return <NotFound text={detailQuery.error.message} />;
    return <DetailFailed title="课程详情" query={detailQuery} />;
  }

  const detail = detailQuery.data;
  const firstCourseId = groups.data?.[0]?.courseFrontList[0]?.id ?? null;
  const studyTo = studyHref(detail, { firstCourseId, bundleId });
  const courseCount = groups.data?.reduce((sum, group) => sum + group.courseFrontList.length, 0);

  const showTab = tabScroller(setTab, tabsRef);

  const catalog = (
    <CourseCatalog
      multi={multi}
      groups={groups}
      chapters={chapters}
      canStudy={detail.canStudy}
      onOpenSection={
        preview
          ? () => notify.info('预览中不能播放小节，上架后学员即可学习')
          : (section) => {
              const to = videoHref(section.courseId, { bundleId, sectionId: section.id });
              // A trial section plays for a visitor too (spec section 4); the rest needs a login.
              if (section.trial === 1 && !detail.canStudy) void navigate(to);
              else go(to);
            }
      }
      onOpenCourse={(courseId, inBundle) => go(bundleCourseHref(courseId, inBundle))}
    />
  );

  return (
    <div className={styles.detail}>
      {preview ? (
        <Alert
          banner
          type="warning"
          title="预览模式：这是学员看到的课程页面；未上架的课程只有持预览链接才能看到，链接过期后失效。"
        />
      ) : null}
      <CourseHero
        detail={detail}
        viewerIsVip={viewerIsVip}
        studyTo={studyTo}
        courseCount={courseCount}
        onLecturer={detail.lecturerId ? () => setLecturerOpen(true) : undefined}
      />
      <StickyCourseHeader
        name={detail.name}
        tabs={TABS}
        activeTab={tab}
        onTab={showTab}
        studyLabel={detail.study === 1 ? '继续学习' : '立即学习'}
        onStudy={studyTo ? () => go(studyTo) : null}
      />
      <div className={`zx-container ${styles.body}`} ref={tabsRef}>
        {couponStrip && !preview && detail.buy === 0 && detail.charge === 1
          ? couponStrip({ productType: detail.type, productId: detail.id })
          : null}
        <section className={styles.panel}>
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              {
                key: 'intro',
                label: '课程介绍',
                children: <CourseDescription text={detail.description} />,
              },
              { key: 'catalog', label: '课程目录', children: catalog },
            ]}
          />
        </section>
      </div>
      {detail.lecturerId ? (
        <LecturerModal courseId={detail.id} open={lecturerOpen} onClose={() => setLecturerOpen(false)} />
      ) : null}
    </div>
  );
}
