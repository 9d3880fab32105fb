import { defineReasons } from './define.js';

/** Site settings, hot searches, city-centre applications and login gifts. */
export const marketingReasons = defineReasons({
  SITE_CONFIG_MISSING: { code: 'B0001', msg: '站点配置缺失，请联系管理员' },
  HOT_SEARCH_NOT_FOUND: { code: 'A0404', msg: '该热门搜索不存在' },
  CITY_CENTER_APPROVED: { code: 'A0409', msg: '您的城市中心申请已通过，无需重复申请' },
  CITY_CENTER_PENDING: { code: 'A0409', msg: '您已提交城市中心申请，请耐心等待审核结果' },
  CITY_CENTER_APPLICATION_NOT_FOUND: { code: 'A0404', msg: '该城市中心申请不存在' },
  CITY_CENTER_ALREADY_REVIEWED: { code: 'A0409', msg: '该申请已审核，请刷新后查看' },
  GIFT_NOT_FOUND: { code: 'A0404', msg: '礼包不存在' },
  GIFT_CLAIMED: { code: 'A0409', msg: '礼包已领取' },
});
