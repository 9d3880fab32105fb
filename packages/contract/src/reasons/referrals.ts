import { defineReasons } from './define.js';

/** Share links, commission and withdrawals (分销). */
export const referralReasons = defineReasons({
  REFERRAL_CODE_UNKNOWN: { code: 'A0404', msg: '推广链接无效' },
  REFERRAL_PRODUCT_OFF: { code: 'A0409', msg: '该课程暂未开启推广佣金' },
  REFERRAL_PRODUCT_NOT_FOUND: { code: 'A0404', msg: '课程不存在' },
  WITHDRAWAL_OVER_AVAILABLE: { code: 'A0409', msg: '提现金额不能超过可提现余额 {available} 元' },
  WITHDRAWAL_PENDING: { code: 'A0409', msg: '您有一笔提现正在审核中，请等待处理后再申请' },
  WITHDRAWAL_NOT_FOUND: { code: 'A0404', msg: '提现申请不存在' },
  WITHDRAWAL_DECIDED: { code: 'A0409', msg: '该提现申请已处理' },
});
