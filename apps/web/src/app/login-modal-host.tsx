import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useLoginModal } from '@/lib/session';

/**
 * The auth feature's login modal inside antd's provider (locale, theme), both loaded the first time
 * the modal is wanted: the home page's first load carries neither. The home page sits outside the
 * antd layout route, so the modal brings its own provider.
 */
const LoginModal = lazy(async (): Promise<{ default: ComponentType }> => {
  const [{ AntdRoot }, { LoginModal: Modal }] = await Promise.all([
    import('./antd/antd-root'),
    import('@/features/auth/components/login-modal'),
  ]);
  return {
    default: () => (
      <AntdRoot>
        <Modal />
      </AntdRoot>
    ),
  };
});

/**
 * Where the login modal (spec section 2, 420px) appears. Anything asks for it with
 * `openLoginModal(mode)` from lib/session; this host listens. Once opened the modal stays mounted,
 * so it can close with its animation and show the gift pop-up after a login.
 */
export function LoginModalHost() {
  const { open } = useLoginModal();
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  );
}
