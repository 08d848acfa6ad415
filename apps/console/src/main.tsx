import { StrictMode, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { loginResponse, type LoginResponse } from '@parcel/contracts';
import { TEXTS } from './texts';

const STORAGE_KEY = 'user';

function loadSession(): LoginResponse | null {
  const parsed = loginResponse.safeParse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null'));
  return parsed.success ? parsed.data : null;
}

const ERRORS: Record<string, string> = {
  invalid_credentials: TEXTS.loginError,
  account_blocked: TEXTS.blocked,
  too_many_attempts: TEXTS.throttled,
  validation_failed: TEXTS.invalid,
};

/** Starter page: log in against the API, see who you are, log out (the session is revoked on the server). */
function App() {
  const [session, setSession] = useState<LoginResponse | null>(loadSession);
  const [error, setError] = useState<string | null>(null);

  async function login(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const response = await fetch('/api/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: form.get('email'), password: form.get('password') }),
    });
    const body = await response.json();
    if (!response.ok) return setError(ERRORS[body.code] ?? TEXTS.loginError);
    const parsed = loginResponse.parse(body);
    localStorage.setItem(STORAGE_KEY, JSON.stringify(parsed));
    setError(null);
    setSession(parsed);
  }

  async function logout() {
    if (session) await fetch('/api/user/logout', { method: 'POST', headers: { authorization: `Bearer ${session.token}` } });
    localStorage.removeItem(STORAGE_KEY);
    setSession(null);
  }

  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 360, margin: '10vh auto' }}>
      <h1>{TEXTS.title}</h1>
      {session ? (
        <section>
          <p>
            {TEXTS.loggedInAs} <strong>{session.email}</strong> ({TEXTS.roles[session.role]})
          </p>
          <button type="button" onClick={logout}>
            {TEXTS.logout}
          </button>
        </section>
      ) : (
        <form onSubmit={login} style={{ display: 'grid', gap: 8 }}>
          <label>
            {TEXTS.email}
            <input name="email" type="email" required maxLength={254} autoComplete="username" style={{ width: '100%' }} />
          </label>
          <label>
            {TEXTS.password}
            <input name="password" type="password" required minLength={6} autoComplete="current-password" style={{ width: '100%' }} />
          </label>
          {error && (
            <p role="alert" style={{ color: '#b00020' }}>
              {error}
            </p>
          )}
          <button type="submit">{TEXTS.login}</button>
        </form>
      )}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
