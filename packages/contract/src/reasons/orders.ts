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
  REFUND_ORDER_UNPAID: { code: 'A0409', msg: '订单尚未支付，无法退款' },
  REFUND_ORDER_CANCELLED: { code: 'A0409', msg: '订单已取消，没有可退的款项' },
  REFUND_ORDER_CLOSED: { code: 'A0409', msg: '订单已关闭，没有可退的款项' },
  REFUND_OVER_REMAINDER: { code: 'A0400', msg: '退款金额超过可退金额（最多可退 {remaining} 元）' },
  REFUND_NO_REUSED: { code: 'A0409', msg: '该退款单号已用于其他订单或金额，请刷新后重试' },
  TRANSFER_NOT_AWAITED: { code: 'A0409', msg: '该订单不在等待对公转账确认' },
  TRANSFER_PAID_OTHERWISE: { code: 'A0409', msg: '该订单已通过其他方式支付，请将这笔转账退回' },
  TRANSFER_ORDER_ENDED: { code: 'A0409', msg: '该订单已取消或关闭，请将这笔转账退回' },
  RECONCILE_DAY_AHEAD: { code: 'A0400', msg: '不能对账今天以后的日期' },
  RECONCILE_RUN_NOT_FOUND: { code: 'A0404', msg: '对账记录不存在' },
  EXPORT_LINK_EXPIRED: { code: 'A0410', msg: '下载链接已失效，请回到订单导出列表重新下载' },
  EXPORT_NOT_FOUND: { code: 'A0404', msg: '导出文件不存在' },
  PAY_PROVIDER_UNAVAILABLE: { code: 'C0001', msg: '支付服务暂时不可用，请稍后再试或换一种支付方式' },
});
