/** Helpers of the credentials e2e specs (under testing/: kept out of the build). */
import { randomUUID } from 'node:crypto';
import { caller, clientForm, SEEDED, startTestApi, type Caller, type TestApi } from './index.js';

export interface CredentialsHarness {
  readonly api: TestApi;
  readonly admin: { token: string; id: string };
  readonly worker: { token: string };
  as(token: string): Caller;
  /** The admin's calls. */
  readonly adm: ReturnType<CredentialsHarness['as']>;
  /** Creates a client (POST /api/client) and answers its id. */
  createClient(name: string): Promise<number>;
}

let clientSeq = 0;

export async function startCredentialsHarness(options: Parameters<typeof startTestApi>[0] = {}): Promise<CredentialsHarness> {
  const api = await startTestApi(options);
  const adminLogin = await api.login(SEEDED.admin.email, SEEDED.admin.password);
  const workerLogin = await api.login(SEEDED.worker.email, SEEDED.worker.password);
  const as = (token: string) => caller(api, token);
  const adm = as(adminLogin.token);

  const createClient = async (name: string): Promise<number> => {
    const email = `credentials-client-${++clientSeq}-${randomUUID().slice(0, 6)}@example.com`;
    const response = await adm.post('/api/client', clientForm({ name, email, allowed_countries: [1, 3] }));
    if (response.status !== 201) throw new Error(`POST /api/client: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.id as number;
  };

  return { api, admin: { token: adminLogin.token, id: adminLogin.id }, worker: { token: workerLogin.token }, as, adm, createClient };
}
