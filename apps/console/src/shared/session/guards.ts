import { redirect } from '@tanstack/react-router';
import { mayOpen, type ScreenId } from './screens';
import { session, type Session } from './session';

/** beforeLoad of the frame behind a login: not logged in -> `/`. */
export function requireSession(): { session: Session } {
  const current = session.get();
  if (!current) throw redirect({ to: '/' });
  return { session: current };
}

/** A screen the role may not open: its place shows "Brak dostępu do tego ekranu" (RouteError), the address stays. */
export class NoAccessError extends Error {
  constructor(readonly screen: ScreenId) {
    super(`no access to ${screen}`);
    this.name = 'NoAccessError';
  }
}

/** beforeLoad of every screen behind a login: not logged in -> `/`; a role the screen is not for -> the no-access notice. */
export function requireScreen(screen: ScreenId): () => { session: Session } {
  return () => {
    const context = requireSession();
    if (!mayOpen(context.session.role, screen)) throw new NoAccessError(screen);
    return context;
  };
}

/** beforeLoad of public pages that a logged-in user should not see (the login page). */
export function redirectLoggedIn(): void {
  if (session.get()) throw redirect({ to: '/dashboard' });
}
