export {
  attachToEnterprise,
  createAccountForPhone,
  detachFromEnterprise,
  recordConsent,
  recordSignIn,
  setMobile,
  setPassword,
} from './accounts.js';
export { isVipActive, setVipEnd } from './vip-end.js';
