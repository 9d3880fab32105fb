import { defineReasons } from './define.js';

/**
 * Settling, placing, paying and cancelling orders. `{product}` is 课程 or 套餐. The ALREADY_* and
 * MEMBER_STUDIES_FREE reasons mean "nothing to buy: go and learn".
 */
export const orderReasons = defineReasons({
  PRODUCT_NOT_FOUND: { code: 'A0404', msg: '{product}不存在' },
  VIP_PLAN_NOT_FOUND: { code: 'A0404', msg: '会员套餐不存在' },
  COURSE_IS_FREE: { code: 'A0400', msg: '免费课程无需购买，可直接学习' },
  PRODUCT_ENQUIRE_ONLY: { code: 'A0400', msg: '该{product}需咨询购买，请联系客服' },
  PRODUCT_MEMBERS_ONLY: { code: 'A0400', msg: '该{product}为会员专享，开通会员即可学习' },
  ALREADY_BOUGHT: { code: 'A0409', msg: '您已购买该{product}，可直接学习' },
  ALREADY_OWNS_BUNDLE: { code: 'A0409', msg: '您已购买包含该课程的套餐，可直接学习' },
  ALREADY_LICENSED: { code: 'A0409', msg: '您所在的企业已开通该{product}，可直接学习' },
  MEMBER_STUDIES_FREE: { code: 'A0409', msg: '会员可免费学习，无需购买' },
  ORDER_NOT_FOUND: { code: 'A0404', msg: '订单不存在' },
  ORDER_PAID: { code: 'A0409', msg: '订单已支付，请勿重复支付' },
  ORDER_PAID_NOT_CANCELLABLE: { code: 'A0409', msg: '订单已支付，无法取消' },
  ORDER_CANCELLED_ORDER_AGAIN: { code: 'A0409', msg: '订单已取消，请重新下单' },
  ORDER_CANCELLED: { code: 'A0409', msg: '订单已取消' },
  ORDER_CLOSED_ORDER_AGAIN: { code: 'A0409', msg: '订单已超时关闭，请重新下单' },
  ORDER_CLOSED: { code: 'A0409', msg: '订单已关闭' },
  ORDER_REFUNDED: { code: 'A0409', msg: '订单已退款' },
  ORDER_STATE_CHANGED: { code: 'A0409', msg: '订单状态已变化，请刷新后重试' },
  PAYMENT_STATE_UNKNOWN: { code: 'C0001', msg: '暂时无法确认支付状态，请稍后再试' },
  PAY_PROVIDER_UNAVAILABLE: { code: 'C0001', msg: '支付服务暂时不可用，请稍后再试或换一种支付方式' },
});
