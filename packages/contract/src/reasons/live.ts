import { defineReasons } from './define.js';

/** Live classes: subscriptions, pull addresses, comments and the streaming service's callbacks. */
export const liveReasons = defineReasons({
  /** A live the reader may not even see (another enterprise's) answers the same as none. */
  LIVE_NOT_FOUND: { code: 'A0404', msg: '直播不存在' },
  LIVE_NOT_IN_AUDIENCE: { code: 'A0301', msg: '该直播仅对{audience}开放' },
  LIVE_OVER: { code: 'A0400', msg: '直播已结束，无需预约' },
  LIVE_NOT_STREAMING: { code: 'A0400', msg: '直播尚未开始或已结束' },
  /** A pull address that is forged, another stream's, or past its expiry. */
  LIVE_PULL_EXPIRED: { code: 'A0410', msg: '直播地址已过期，请刷新页面' },
  LIVE_CALLBACK_FORGED: { code: 'A0301', msg: '回调签名无效或已过期' },
  LIVE_CALLBACK_REPLAYED: { code: 'A0409', msg: '该回调已处理' },
});
