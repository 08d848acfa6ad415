import { z } from 'zod';
import { intId } from './validation.js';

/**
 * Operations (admins): events a projection or a process manager could not
 * handle after its retries are parked here instead of stalling the rest.
 * GET  app/v1/dead_letters?status=parked|all  -> { data: DeadLetterRow[] } (parked first, newest first, at most 500)
 * POST app/v1/dead_letters/{id}/retry          -> { message: 'dead_letter_retried' } (handled now; 409 dead_letter_retry_failed with the new error otherwise)
 * POST app/v1/dead_letters/{id}/skip           -> { message: 'dead_letter_skipped' }
 * 404 dead_letter_not_found; 409 dead_letter_not_parked. Live read model: 'dead_letters' (admins).
 */
export const deadLetterKind = z.enum(['projection', 'process_manager']);
export const deadLetterStatus = z.enum(['parked', 'retried', 'skipped']);

export const deadLetterRow = z.object({
  id: z.number(),
  /** The projection or process manager that failed (e.g. 'clients', 'client-logins'). */
  handler: z.string(),
  kind: deadLetterKind,
  event_id: z.string(),
  event_type: z.string(),
  stream_id: z.string(),
  /** Global position of the event ("commit/prepare"). */
  event_position: z.string(),
  /** The last error's message (never secrets). */
  error: z.string(),
  attempts: z.number(),
  status: deadLetterStatus,
  parked_at: z.string(),
  resolved_at: z.string().nullable(),
  /** The admin's user id who retried or skipped it. */
  resolved_by: z.string().nullable(),
});
export type DeadLetterRow = z.output<typeof deadLetterRow>;

export const deadLettersQuery = z.object({ status: z.enum(['parked', 'all']).default('parked') });
export const deadLettersResponse = z.object({ data: z.array(deadLetterRow) });
export const deadLetterIdParams = z.object({ id: intId });
