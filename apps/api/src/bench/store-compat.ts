import { PostgresEventStore, type EventStore } from '@parcel/event-store';
import type { Database } from '@parcel/platform';

type CreateOptions = Parameters<typeof PostgresEventStore.create>[0];

/**
 * Opens a PostgresEventStore whose subscriptions get cross-process wake-up cues,
 * whichever way the store takes them: `onAppended` + `wakeUp()` (cues over the
 * bus) or a LISTEN/NOTIFY `listen` of the Database (the earlier design). The
 * bench measures the store as it is, so it does not tie itself to either.
 */
export async function openStore(
  database: Database,
  options: { pollIntervalMs?: number; onAppended?: () => void; listen?: boolean } = {},
): Promise<PostgresEventStore> {
  const extra: Record<string, unknown> = {};
  if (options.onAppended) extra['onAppended'] = options.onAppended;
  const listen = (database as unknown as { listen?: unknown }).listen;
  if (options.listen && listen) extra['listen'] = listen;
  const pollIntervalMs = options.pollIntervalMs === undefined ? {} : { pollIntervalMs: options.pollIntervalMs };
  return PostgresEventStore.create({ db: database.db, ...pollIntervalMs, ...extra } as CreateOptions);
}

/** A wake-up cue for a store that takes them by call (no-op for one that listens itself). */
export function wakeUp(store: EventStore): void {
  (store as unknown as { wakeUp?: () => void }).wakeUp?.();
}
