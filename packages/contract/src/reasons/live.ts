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
  /** A record callback reached a server that has no recording bucket configured to fetch it from. */
  LIVE_RECORDING_BUCKET_UNSET: { code: 'B0001', msg: '未配置直播录制的存储空间' },
  LIVE_COMMENT_TOO_FREQUENT: { code: 'A0429', msg: '发言太频繁，请稍后再试' },
  LIVE_COMMENT_NOT_FOUND: { code: 'A0404', msg: '评论不存在' },
  /** Only a coming live is edited or cancelled. */
  LIVE_NOT_EDITABLE: { code: 'A0400', msg: '直播已开始、已结束或已取消，不能修改' },
  LIVE_LECTURER_NOT_FOUND: { code: 'A0400', msg: '讲师不存在' },
  LIVE_REPLAY_NOT_READY: { code: 'A0404', msg: '回放尚未生成' },
  /** The replay of a live of a course is a section of that course, played in the course's player. */
  LIVE_REPLAY_IN_COURSE: { code: 'A0400', msg: '该直播的回放在所属课程中观看' },
  LIVE_LINK_INVALID: { code: 'A0400', msg: '关联的课程、期次或计划项不存在' },
});
