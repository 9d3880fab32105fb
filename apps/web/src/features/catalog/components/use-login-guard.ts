import { useNavigate } from 'react-router';
import { openLoginModal, useSession } from '@/lib/session';

/** Runs `action` for a logged-in learner; a visitor gets the login modal instead (spec section 6). */
export function useLoginGuard() {
  const session = useSession();
  const navigate = useNavigate();
  return {
    loggedIn: session !== null,
    guard: (action: () => void) => {
      if (session) action();
      else openLoginModal();
    },
    /** Navigates after the login check. */
    go: (to: string) => {
      if (session) void navigate(to);
      else openLoginModal();
    },
  };
}
