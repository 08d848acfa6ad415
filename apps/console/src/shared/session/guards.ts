import { notFound, redirect } from '@tanstack/react-router';
import { mayOpen, type ScreenId } from './screens';
import { session, type Session } from './session';

/** beforeLoad of the frame behind a login: not logged in -> `/`. */
export function requireSession(): { session: Session } {
  const current = session.get();
  if (!current) throw redirect({ to: '/' });
  return { session: current };
}

/** What a screen the role may not open answers (a not-found with this data): the shell shows "Brak dostępu do tego ekranu". */
export interface NoAccess {
  readonly noAccess: ScreenId;
}

export const isNoAccess = (data: unknown): data is NoAccess => typeof data === 'object' && data !== null && 'noAccess' in data;

/** beforeLoad of every screen behind a login: not logged in -> `/`; a role the screen is not for -> the no-access notice. */
export function requireScreen(screen: ScreenId): () => { session: Session } {
  return () => {
    const context = requireSession();
    // Not an error (nothing failed): the address stays and the shell says the screen is not for this role.
    if (!mayOpen(context.session.role, screen)) throw notFound({ data: { noAccess: screen } satisfies NoAccess });
    return context;
  };
}

/** beforeLoad of public pages that a logged-in user should not see (the login page). */
export function redirectLoggedIn(): void {
  if (session.get()) throw redirect({ to: '/dashboard' });
}
