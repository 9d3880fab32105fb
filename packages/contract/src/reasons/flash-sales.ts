import { defineReasons } from './define.js';

/** Flash sales (秒杀): taking a unit on the order page, and the console's sales. */
export const flashSaleReasons = defineReasons({
  FLASH_SALE_NOT_FOUND: { code: 'A0404', msg: '秒杀活动不存在' },
  FLASH_SALE_NOT_STARTED: { code: 'A0409', msg: '秒杀尚未开始' },
  FLASH_SALE_ENDED: { code: 'A0409', msg: '秒杀已结束' },
  FLASH_SALE_SOLD_OUT: { code: 'A0409', msg: '已抢光' },
  FLASH_SALE_ONE_PER_LEARNER: { code: 'A0409', msg: '每人限购一件' },
  FLASH_SALE_NO_COUPON: { code: 'A0409', msg: '秒杀商品不可使用优惠券' },
  FLASH_SALE_WRONG_PRODUCT: { code: 'A0400', msg: '该秒杀活动不属于此商品' },
  FLASH_SALE_PRODUCT_NOT_FOUND: { code: 'A0404', msg: '商品不存在，请检查商品类型和编号' },
  FLASH_SALE_PRODUCT_FREE: { code: 'A0400', msg: '免费商品不能设置秒杀' },
  FLASH_SALE_PRICE_NOT_BELOW: { code: 'A0400', msg: '秒杀价须低于商品售价（售价 {price} 元）' },
  FLASH_SALE_OVERLAPS: { code: 'A0409', msg: '该商品在这段时间已有秒杀活动' },
  FLASH_SALE_START_PASSED: { code: 'A0400', msg: '开始时间须晚于现在' },
  FLASH_SALE_OVER: { code: 'A0409', msg: '秒杀已结束，无需停止' },
});
