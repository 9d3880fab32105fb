import { CourseDetailRoute } from '@/features/catalog/pages/course-detail-page';
import { CouponStrip } from '@/features/coupons';
import { FlashSaleBar } from '@/features/flash-sales';
import { GroupOfferPanel } from '@/features/group-buying';
import { ReferralShare } from '@/features/referrals';

/**
 * /course/base/:id and /course/multi/:id: the catalog's course page with the flash sale's bar (秒杀)
 * and the coupons' 领券 strip, both shown while the product is on sale to the learner, and the
 * referrals' 分享赚佣金 (which also records a followed share link).
 * Features do not import each other, so they meet here, in the app shell.
 */
export function Component() {
  return (
    <CourseDetailRoute
      couponStrip={(product) => (
        <>
          <FlashSaleBar product={product} />
          <CouponStrip product={product} />
          <GroupOfferPanel product={product} />
          <ReferralShare product={product} />
        </>
      )}
    />
  );
}
