import { useSyncExternalStore } from 'react';
import { loginResponse, type LoginResponse } from '@parcel/contracts';

/** The stored session: token, id, e-mail, role and workstation (spec/01 §3 "Session model"). */
export type Session = LoginResponse;

export const SESSION_STORAGE_KEY = 'user';
/** Why the last session ended, shown once after the reload (see endSession). */
const NOTICE_KEY = 'session-notice';
export type EndReason = 'auto_logout' | 'logged_out';

function read(): Session | null {
  try {
    const parsed = loginResponse.safeParse(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

let current = read();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

// Another tab logging in or out changes this tab's session too.
window.addEventListener('storage', (event) => {
  if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
  current = read();
  emit();
});

export const session = {
  get: (): Session | null => current,
  set(next: Session): void {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
    current = next;
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSession(): Session | null {
  return useSyncExternalStore(session.subscribe, session.get);
}

let ending = false;
let loggingOut = false;

/**
 * A logout has begun: whatever ends the session before the server answers (the
 * live socket refused, a 401) ends it as the logout it is, not as a surprise.
 */
export function startLogout(): void {
  loggingOut = true;
}

/**
 * Clears the stored user and reloads at the root, so nothing of the session
 * stays in memory (queries, sockets). The reason is shown after the reload.
 */
export function endSession(reason: EndReason): void {
  if (ending) return;
  ending = true;
  localStorage.removeItem(SESSION_STORAGE_KEY);
  sessionStorage.setItem(NOTICE_KEY, loggingOut ? 'logged_out' : reason);
  current = null;
  window.location.assign('/');
}

/** The reason the previous session ended, once. */
export function takeEndNotice(): EndReason | null {
  const reason = sessionStorage.getItem(NOTICE_KEY);
  sessionStorage.removeItem(NOTICE_KEY);
  return reason === 'auto_logout' || reason === 'logged_out' ? reason : null;
}
