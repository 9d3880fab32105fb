export {
  closeLoginModal,
  getLoginModalState,
  type LoginModalMode,
  type LoginModalState,
  openLoginModal,
  subscribeLoginModal,
  useLoginModal,
} from './login-modal';
export { LOGIN_PARAMS_KEY, type LoginParams } from './login-params';
export { clearSession, getSession, isVip, setSession, subscribeSession, useSession } from './session-store';
