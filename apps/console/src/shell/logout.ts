import { isStaff } from '@parcel/domain';
import { call } from '@/shared/api/http';
import { toast } from '@/shared/notify/toasts';
import { endSession, session, startLogout } from '@/shared/session/session';

/**
 * Ends the session on the server, then here (even when the server cannot be
 * reached). Staff first end their workstation workflow (end type logout,
 * spec/01 §4; a failure is ignored: the server ends it on logout too);
 * clients log out directly.
 */
export async function logOut(): Promise<void> {
  startLogout();
  toast.clear();
  const current = session.get();
  if (current && isStaff(current.role)) await call('DELETE', 'app/v1/workflow', { body: { type: 'logout' } }).catch(() => undefined);
  await call('POST', 'user/logout').catch(() => undefined);
  endSession('logged_out');
}
