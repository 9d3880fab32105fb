/**
 * The message centre, for every module that tells a learner something: `notify` with a kind of the
 * contract's notice catalogue and its parameters, on the producer's transaction (the notice is told
 * once the change commits) or, for a change committed already, on the plain handle. Each notice names
 * its event by a dedupe key, so a producer that runs twice for one event notifies once. This module
 * imports no other module.
 */
export {
  insertNotices,
  NOTICE_CHANNEL,
  type NoticeTo,
  notify,
  signalLearners,
  unnotified,
  wordNotices,
} from './notify.js';
