import { call } from '@/shared/api/http';
import { toast } from '@/shared/notify/toasts';
import { endSession, startLogout } from '@/shared/session/session';

/**
 * Ends the session on the server, then here (even when the server cannot be
 * reached). Staff will end their workstation workflow first once workstations exist.
 */
export async function logOut(): Promise<void> {
  startLogout();
  toast.clear();
  await call('POST', 'user/logout').catch(() => undefined);
  endSession('logged_out');
}
