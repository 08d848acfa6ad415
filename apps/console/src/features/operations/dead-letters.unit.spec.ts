import { describe, expect, it } from 'vitest';
import type { DeadLetterRow } from '@parcel/contracts';
import { deadLetterAnswer, deadLetterNames, isParked, shortError } from './dead-letters';

const row = (over: Partial<DeadLetterRow> = {}): DeadLetterRow => ({
  id: 7,
  handler: 'client-logins',
  kind: 'process_manager',
  event_id: 'e1',
  event_type: 'ClientCreated',
  stream_id: 'client-12',
  event_position: '120/120',
  error: 'courier_unavailable',
  attempts: 5,
  status: 'parked',
  parked_at: '2026-11-24T10:00:00.000Z',
  resolved_at: null,
  resolved_by: null,
  ...over,
});

describe('dead letters', () => {
  it('only parked events offer retry and skip', () => {
    expect(isParked(row())).toBe(true);
    expect(isParked(row({ status: 'retried' }))).toBe(false);
    expect(isParked(row({ status: 'skipped' }))).toBe(false);
  });

  it('a confirmation names the event, its stream and the handler', () => {
    expect(deadLetterNames(row())).toEqual({ event: 'ClientCreated', stream: 'client-12', handler: 'client-logins' });
  });

  it('known answers are kept, others fall back to the action done', () => {
    expect(deadLetterAnswer('dead_letter_skipped', 'dead_letter_retried')).toBe('dead_letter_skipped');
    expect(deadLetterAnswer('ok', 'dead_letter_retried')).toBe('dead_letter_retried');
  });

  it('long errors are cut to one line for the table', () => {
    expect(shortError('a\n  b')).toBe('a b');
    expect(shortError('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
