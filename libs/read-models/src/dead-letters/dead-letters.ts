import type { Kysely } from 'kysely';
import type { RecordedEvent } from '@parcel/event-store';
import type { ReadModelDatabase } from '../database.js';

/** The read model name under which changes of the dead-letter list are announced (rm.dead_letters). */
export const DEAD_LETTERS = 'dead_letters';

export type DeadLetterKind = 'projection' | 'process_manager';

/**
 * Parks an event its handler could not handle: one row per handler and event
 * (parking the same event again, after a retry that failed, updates the row).
 */
export async function parkDeadLetter(
  db: Kysely<ReadModelDatabase>,
  letter: { handler: string; kind: DeadLetterKind; event: RecordedEvent; error: string; attempts: number; at: Date },
): Promise<void> {
  const { handler, kind, event, error, attempts, at } = letter;
  await db
    .insertInto('dead_letters')
    .values({
      handler,
      kind,
      event_id: event.eventId,
      event_type: event.type,
      stream_id: event.streamId,
      position_commit: event.position.commit,
      position_prepare: event.position.prepare,
      error,
      attempts,
      status: 'parked',
      parked_at: at,
      resolved_at: null,
      resolved_by: null,
    })
    .onConflict((c) =>
      c.constraint('dead_letters_handler_event').doUpdateSet((eb) => ({
        error,
        attempts: eb('dead_letters.attempts', '+', attempts),
        status: 'parked',
        parked_at: at,
        resolved_at: null,
        resolved_by: null,
      })),
    )
    .execute();
}
