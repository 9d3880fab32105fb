export { ENTERPRISE_ONLY_MESSAGE, showEnterpriseOnly } from './enterprise-only';
export {
  closeLoginModal,
  getLoginModalState,
  type LoginModalMode,
  type LoginModalOptions,
  type LoginModalState,
  openLoginModal,
  setLoginModalMode,
  subscribeLoginModal,
  useLoginModal,
} from './login-modal';
export { LOGIN_PARAMS_KEY, type LoginParams } from './login-params';
export {
  clearSession,
  getSession,
  isVip,
  pageSaysEndedElsewhere,
  sayEndedElsewhereHere,
  sessionEndedElsewhere,
  setSession,
  subscribeSession,
  useSession,
} from './session-store';
