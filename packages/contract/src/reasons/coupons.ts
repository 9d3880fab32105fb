import { defineReasons } from './define.js';

/** Claiming, redeeming and applying coupons (优惠券), and the console's batches. */
export const couponReasons = defineReasons({
  COUPON_BATCH_NOT_FOUND: { code: 'A0404', msg: '优惠券不存在' },
  COUPON_NOT_CLAIMABLE: { code: 'A0409', msg: '该优惠券不可领取' },
  COUPON_NOT_STARTED: { code: 'A0409', msg: '该优惠券尚未开始领取' },
  COUPON_BATCH_ENDED: { code: 'A0409', msg: '该优惠券已停止发放' },
  COUPON_SOLD_OUT: { code: 'A0409', msg: '优惠券已被领完' },
  COUPON_LIMIT_REACHED: { code: 'A0409', msg: '您已领取过该优惠券，每人限领 {limit} 张' },
  COUPON_CODE_UNKNOWN: { code: 'A0400', msg: '兑换码无效或已被使用' },
  COUPON_REDEEM_TOO_OFTEN: { code: 'A0429', msg: '兑换码输入错误次数过多，请稍后再试' },
  COUPON_UNUSABLE: { code: 'A0409', msg: '该优惠券不可用于本订单，请重新选择' },
  COUPON_TAKEN: { code: 'A0409', msg: '该优惠券已被其他订单使用，请重新选择' },
  COUPON_BATCH_STOPPED: { code: 'A0409', msg: '该优惠券已停止发放' },
  COUPON_CODES_NONE: { code: 'A0400', msg: '该批优惠券不是兑换码领取，没有兑换码' },
});
