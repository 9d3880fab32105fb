export { createSessions, type Sessions } from './sessions.js';
