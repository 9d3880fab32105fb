import { userLogout } from '@zhixue/contract';
import { call } from '@/lib/api';
import { clearSession } from '@/lib/session';

/**
 * Logs out: the server ends the session and clears the HttpOnly cookie (only it can), then the
 * local copy goes. A failed call still forgets the user here; the caller reloads the page.
 */
export async function logOut(): Promise<void> {
  try {
    await call(userLogout);
  } catch {
    // offline or already ended: nothing more to undo on the server
  } finally {
    clearSession();
  }
}
