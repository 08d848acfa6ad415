/** Helpers of the clients e2e specs (under testing/: kept out of the build). */
import { expect } from 'vitest';
import { caller, clientForm, linkToken, mailTo, SEEDED, shiftableClock, startTestApi, type Caller, type TestApi } from './index.js';

export { clientForm, caller, type Caller };

export interface ClientsHarness {
  readonly api: TestApi;
  readonly clock: ReturnType<typeof shiftableClock>;
  readonly admin: Caller;
  readonly worker: Caller;
  readonly anonymous: Caller;
  readonly mailedTokens: string[];
  /** POST client; expects 201 and answers the id and the form sent. */
  createClient(overrides?: Record<string, unknown>): Promise<{ id: number; form: ReturnType<typeof clientForm> }>;
  /** Sets the client login's password through the invitation mail and logs in. */
  acceptInvitation(email: string, password: string): Promise<{ token: string; id: string }>;
}

export async function startClientsHarness(env: Record<string, string> = {}): Promise<ClientsHarness> {
  const clock = shiftableClock();
  // Tests move the clock by months (billing periods): sessions must not go idle meanwhile.
  const api = await startTestApi({ clock, env: { SESSION_IDLE_MINUTES: '10000000', ...env } });
  const admin = caller(api, (await api.login(SEEDED.admin.email, SEEDED.admin.password)).token);
  const worker = caller(api, (await api.login(SEEDED.worker.email, SEEDED.worker.password)).token);
  const mailedTokens: string[] = [];
  return {
    api,
    clock,
    admin,
    worker,
    anonymous: caller(api, undefined),
    mailedTokens,
    async createClient(overrides = {}) {
      const form = clientForm(overrides);
      const response = await admin.post('/api/client', form);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return { id: response.body.id as number, form };
    },
    async acceptInvitation(email, password) {
      const token = linkToken(await mailTo(api.sink, email), '/password-reset/');
      mailedTokens.push(token);
      const reset = await api.request('POST', '/api/user/password/reset', { body: { token, password, password_confirmation: password } });
      expect(reset.status, JSON.stringify(reset.body)).toBe(200);
      const login = await api.login(email, password);
      return { token: login.token, id: login.id };
    },
  };
}
