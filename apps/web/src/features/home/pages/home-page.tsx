import { BannerCarousel } from '@/components/banner-carousel';
import { coursesHref } from '@/lib/links';
import { isVip, useSession } from '@/lib/session';
import { useFreeCourses } from '../api/get-free-courses';
import { useHomeBanners } from '../api/get-home-banners';
import { useNewCourses } from '../api/get-new-courses';
import { useRecommendedCourses } from '../api/get-recommended-courses';
import { useVipCourses } from '../api/get-vip-courses';
import { CategorySection } from '../components/category-section';
import { CourseSection } from '../components/course-section';
import { TrainingSection } from '../components/training-section';
import { VipCta } from '../components/vip-cta';
import { YoukeSection } from '../components/youke-section';
import styles from './home-page.module.css';

/** The home page: banners, then the course shelves (spec section 7, "Home"). */
export function Component() {
  const viewerIsVip = isVip(useSession());
  const banners = useHomeBanners();
  return (
    <div className={`zx-container ${styles.page}`}>
      <h1 className="zx-sr-only">知学 - 企业培训在线学习平台</h1>
      {banners.isPending ? <div className={styles.bannerSkeleton} aria-busy="true" /> : null}
      {banners.data && banners.data.length > 0 ? <BannerCarousel banners={banners.data} /> : null}
      <CourseSection
        title="新课上线"
        subtitle="每周上新，紧跟行业前沿"
        more={{ to: coursesHref({ sort: 'newest' }) }}
        query={useNewCourses()}
        viewerIsVip={viewerIsVip}
      />
      <CourseSection
        title="精品推荐"
        subtitle="口碑好课，学员都在学"
        more={{ to: coursesHref({ sort: 'popular' }) }}
        query={useRecommendedCourses()}
        viewerIsVip={viewerIsVip}
        skeletonCount={8}
      />
      <CourseSection
        title="免费好课"
        subtitle="零门槛，立即开学"
        more={{ to: coursesHref({ charge: 'free' }) }}
        query={useFreeCourses()}
        viewerIsVip={viewerIsVip}
      />
      <CategorySection viewerIsVip={viewerIsVip} />
      <YoukeSection />
      <TrainingSection />
      <CourseSection
        title="会员专享"
        subtitle="开通会员，专享课程免费学"
        extra={<VipCta viewerIsVip={viewerIsVip} />}
        more={{ to: '/member' }}
        query={useVipCourses()}
        viewerIsVip={viewerIsVip}
      />
    </div>
  );
}
