import { defineReasons } from './define.js';

/** The message centre: a learner's notices and the console's announcements. */
export const messageReasons = defineReasons({
  NOTICE_NOT_FOUND: { code: 'A0404', msg: '消息不存在' },
  ANNOUNCEMENT_NOT_FOUND: { code: 'A0404', msg: '公告不存在' },
  ANNOUNCEMENT_WINDOW_INVALID: { code: 'A0400', msg: '结束时间须晚于开始时间' },
  ANNOUNCEMENT_ENTERPRISE_NOT_FOUND: { code: 'A0400', msg: '所选企业不存在' },
});
