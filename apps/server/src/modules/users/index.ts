export {
  attachToEnterprise,
  createAccountForPhone,
  detachFromEnterprise,
  recordSignIn,
  setMobile,
  setPassword,
} from './accounts.js';
export { isVipActive, setVipEnd } from './vip-end.js';
