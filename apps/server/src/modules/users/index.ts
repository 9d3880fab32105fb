export {
  CLOSURE_COOLING_OFF_DAYS,
  cancelClosure,
  eraseDueAccount,
  requestClosure,
} from './account-closure.js';
export {
  attachToEnterprise,
  createAccountForPhone,
  detachFromEnterprise,
  recordConsent,
  recordSignIn,
  setMobile,
  setPassword,
} from './accounts.js';
export type { LiveSession } from './manage-learner.js';
export { isVipActive, setVipEnd } from './vip-end.js';
