import { defineReasons } from './define.js';

/** Group buying (拼团): offers, starting and joining a group. */
export const groupReasons = defineReasons({
  GROUP_OFFER_NOT_FOUND: { code: 'A0404', msg: '拼团活动不存在' },
  GROUP_OFFER_ENDED: { code: 'A0409', msg: '拼团活动已结束' },
  GROUP_OFFER_OVERLAP: { code: 'A0409', msg: '该商品在此时间段已有拼团活动' },
  GROUP_PRICE_NOT_BELOW: { code: 'A0400', msg: '拼团价须低于商品原价 ¥{price}' },
  GROUP_PRODUCT_NOT_SOLD: { code: 'A0400', msg: '该商品不是付费商品，不能拼团' },
  GROUP_NOT_FOUND: { code: 'A0404', msg: '拼团不存在' },
  GROUP_FULL: { code: 'A0409', msg: '该团已满，去看看其他团吧' },
  GROUP_ENDED: { code: 'A0409', msg: '拼团已结束' },
  GROUP_ALREADY_MEMBER: { code: 'A0409', msg: '你已在此团中' },
  GROUP_WRONG_PRODUCT: { code: 'A0400', msg: '该团不是此商品的拼团' },
  GROUP_BOTH_CHOSEN: { code: 'A0400', msg: '发起拼团和参与拼团只能选一个' },
});
