export {
  type AppliedCoupon,
  chooseCoupon,
  holdsCouponNow,
  lockCoupon,
  releaseCoupon,
  returnCoupon,
  spendCoupon,
  usableCoupons,
} from './order-coupons.js';
export { productCategory } from './product-category.js';
export type { CouponTarget } from './terms.js';
