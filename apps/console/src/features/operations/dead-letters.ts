import type { DeadLetterRow } from '@parcel/contracts';

/** Only a parked event may be retried or skipped (the API answers 409 dead_letter_not_parked otherwise). */
export const isParked = (row: DeadLetterRow): boolean => row.status === 'parked';

/** What a confirmation and a button name: the event's type, its stream and the handler that failed on it. */
export function deadLetterNames(row: DeadLetterRow): { event: string; stream: string; handler: string } {
  return { event: row.event_type, stream: row.stream_id, handler: row.handler };
}

/** The API's success answers the screen knows; anything else is shown as a plain success. */
export const DEAD_LETTER_ANSWERS = ['dead_letter_retried', 'dead_letter_skipped'] as const;
export type DeadLetterAnswer = (typeof DEAD_LETTER_ANSWERS)[number];

export function deadLetterAnswer(message: string, fallback: DeadLetterAnswer): DeadLetterAnswer {
  return (DEAD_LETTER_ANSWERS as readonly string[]).includes(message) ? (message as DeadLetterAnswer) : fallback;
}

/** An error message cut for the table (the full text stays in the cell's title). */
export function shortError(error: string, max = 120): string {
  const line = error.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1)}…`;
}
