export { CouponStrip } from './components/coupon-strip';
export { MyCoupons } from './components/my-coupons';
