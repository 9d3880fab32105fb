export { DEFAULT_AVATAR } from './accounts.js';
export { createSessions, type Sessions } from './sessions.js';
