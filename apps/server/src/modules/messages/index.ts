/**
 * The message centre, for every module that tells a learner something: `notify` inside the
 * producer's transaction (the notice commits with the change), `notifyAfterCommit` from a listener
 * that runs once the change is committed. Each notice names its event by a dedupe key, so a producer
 * that runs twice for one event notifies once. This module imports no other module.
 */
export { NOTICE_CHANNEL, type NoticeInput, notify, notifyAfterCommit, notifyMany } from './notify.js';
