import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { t } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { mayOpen, type ScreenId } from './screens';
import { session, type Session } from './session';

/** beforeLoad of the frame behind a login: not logged in -> `/`. */
export function requireSession(): { session: Session } {
  const current = session.get();
  if (!current) throw redirect({ to: '/' });
  return { session: current };
}

/**
 * beforeLoad of every screen behind a login: not logged in -> `/`; a role the
 * screen is not for -> `/` too (spec/03 §2: "otherwise the user is sent to /"),
 * which takes a logged-in user on to /dashboard, with a warning toast naming
 * the refused address ("Brak dostępu do tego ekranu: /users"). The refused
 * address is replaced in the history, so Back does not return to it. A link's
 * preload runs the guard too: it redirects without the toast.
 */
export function requireScreen(screen: ScreenId): (options: { location: ParsedLocation; preload?: boolean }) => { session: Session } {
  return ({ location, preload }) => {
    const context = requireSession();
    if (!mayOpen(context.session.role, screen)) {
      if (!preload) toast.warning(t('noAccess.toast', { address: location.pathname }));
      throw redirect({ to: '/', replace: true });
    }
    return context;
  };
}

/** Where a worker without a workstation is sent (the page says why: 'Przed rozpoczęciem pracy musisz zeskanować stanowisko!'). */
export const SET_WORKSTATION_HREF = '/set-workstation?required=1';

/** The same, coming back to `from` (an address inside the console) once the workstation is set. */
export function setWorkstationHref(from?: string): string {
  return from ? `${SET_WORKSTATION_HREF}&from=${encodeURIComponent(from)}` : SET_WORKSTATION_HREF;
}

/**
 * beforeLoad of the screens that need a workstation (scanning, sorting,
 * intake, inbound, problems): as requireScreen, then a user at no workstation
 * goes to /set-workstation, which comes back here once it is set. An API
 * answer 428 workstation_required (the workstation was ended meanwhile) sends
 * there too (see SET_WORKSTATION_HREF, setWorkstationHref).
 */
export function requireWorkstationScreen(
  screen: ScreenId,
): (options: { location: ParsedLocation; preload?: boolean }) => { session: Session } {
  const screenGuard = requireScreen(screen);
  return (options) => {
    const context = screenGuard(options);
    if (!context.session.workstation) throw redirect({ href: setWorkstationHref(options.location.href), replace: true });
    return context;
  };
}

/** beforeLoad of public pages that a logged-in user should not see (the login page). */
export function redirectLoggedIn(): void {
  if (session.get()) throw redirect({ to: '/dashboard' });
}
