import { connect } from 'node:net';

/**
 * Integration and e2e tests talk to a real PostgreSQL and NATS. When one is not
 * reachable the run stops here with a clear message instead of skipping tests.
 */
function reachable(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || defaultPort) });
    socket.setTimeout(2000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

export default async function setup(): Promise<void> {
  if (process.env['TEST_NEEDS_SERVICES'] !== 'true') return;
  const postgres = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const nats = process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222';
  const missing = [];
  if (!(await reachable(postgres, 5432))) missing.push(`PostgreSQL at ${postgres}`);
  if (!(await reachable(nats, 4222))) missing.push(`NATS at ${nats}`);
  if (missing.length) throw new Error(`Integration tests need ${missing.join(' and ')} (see README, "Tests")`);
}
