export { createSessions, type Sessions } from './sessions.js';
export { wechatBound } from './wechat-bound.js';
