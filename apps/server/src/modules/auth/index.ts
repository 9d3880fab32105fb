export { createSessions, type Sessions } from './sessions.js';
export { DEFAULT_AVATAR } from './accounts.js';
