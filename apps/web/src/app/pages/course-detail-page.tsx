import { CourseDetailRoute } from '@/features/catalog/pages/course-detail-page';
import { CouponStrip } from '@/features/coupons';

/**
 * /course/base/:id and /course/multi/:id: the catalog's course page with the coupons' 领券 strip.
 * Features do not import each other, so they meet here, in the app shell.
 */
export function Component() {
  return <CourseDetailRoute couponStrip={(product) => <CouponStrip product={product} />} />;
}
