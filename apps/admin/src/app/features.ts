import { activitiesFeature } from '@/features/activities/feature';
import { announcementsFeature } from '@/features/announcements/feature';
import { applicationsFeature } from '@/features/applications/feature';
import { auditFeature } from '@/features/audit/feature';
import { bannersFeature } from '@/features/banners/feature';
import { bundlesFeature } from '@/features/bundles/feature';
import { campsFeature } from '@/features/camps/feature';
import { categoriesFeature } from '@/features/categories/feature';
import { couponsFeature } from '@/features/coupons/feature';
import { courseStructureFeature } from '@/features/course-structure/feature';
import { coursesFeature } from '@/features/courses/feature';
import { courseworkReviewFeature } from '@/features/coursework-review/feature';
import { dashboardFeature } from '@/features/dashboard/feature';
import { enterpriseFeature } from '@/features/enterprise/feature';
import { examBankFeature } from '@/features/exam-bank/feature';
import { examsFeature } from '@/features/exams/feature';
import { flashSalesFeature } from '@/features/flash-sales/feature';
import { gradingFeature } from '@/features/grading/feature';
import { groupBuyingFeature } from '@/features/group-buying/feature';
import { hotSearchFeature } from '@/features/hot-search/feature';
import { jobsFeature } from '@/features/jobs/feature';
import { learnersFeature } from '@/features/learners/feature';
import { lecturersFeature } from '@/features/lecturers/feature';
import { livesFeature } from '@/features/lives/feature';
import { mediaFeature } from '@/features/media/feature';
import { operatorsFeature } from '@/features/operators/feature';
import { ordersFeature } from '@/features/orders/feature';
import { referralsFeature } from '@/features/referrals/feature';
import { siteSettingsFeature } from '@/features/site-settings/feature';
import { vipPlansFeature } from '@/features/vip-plans/feature';
import { youkeFeature } from '@/features/youke/feature';
import type { ConsoleFeature } from '@/lib/console-feature';

/** The console's features, in the order of their entries within the side menu's groups. */
export const CONSOLE_FEATURES: readonly ConsoleFeature[] = [
  dashboardFeature,
  coursesFeature,
  courseStructureFeature,
  activitiesFeature,
  bundlesFeature,
  categoriesFeature,
  youkeFeature,
  lecturersFeature,
  mediaFeature,
  examsFeature,
  gradingFeature,
  examBankFeature,
  announcementsFeature,
  campsFeature,
  livesFeature,
  courseworkReviewFeature,
  bannersFeature,
  hotSearchFeature,
  ordersFeature,
  couponsFeature,
  flashSalesFeature,
  groupBuyingFeature,
  referralsFeature,
  learnersFeature,
  applicationsFeature,
  vipPlansFeature,
  siteSettingsFeature,
  operatorsFeature,
  auditFeature,
  jobsFeature,
  enterpriseFeature,
];
