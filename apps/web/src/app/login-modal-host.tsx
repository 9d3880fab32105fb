import { useLoginModal } from '@/lib/session';

/**
 * Where the login modal (spec section 2, 420px) appears. Anything asks for it with
 * `openLoginModal(mode)` from lib/session; this host listens. The modal itself belongs to the auth
 * feature, built next, and is lazy-loaded here the first time it is wanted:
 *
 *   const LoginModal = lazy(() => import('@/features/auth/components/login-modal'));
 *   return open || wasOpened ? <Suspense><LoginModal mode={mode} open={open} /></Suspense> : null;
 *
 * Until that feature exists the host renders nothing: no stand-in dialog pretends to log anyone in.
 */
export function LoginModalHost() {
  useLoginModal();
  return null;
}
