import type { ExpectedRevision } from './types.js';

/** Same-stream race lost or a wrong assumption about the stream; the API answers 409. */
export class WrongExpectedRevisionError extends Error {
  readonly code = 'wrong_expected_revision' as const;
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    /** -1 when the stream does not exist. */
    readonly actual: number,
  ) {
    super(`Wrong expected revision on ${streamId}: expected ${String(expected)}, actual ${actual}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

/** Event data that fails its type's schema never reaches the store. */
export class InvalidEventError extends Error {
  readonly code = 'invalid_event' as const;
  constructor(
    readonly type: string,
    readonly issues: string,
  ) {
    super(`Invalid ${type} event: ${issues}`);
    this.name = 'InvalidEventError';
  }
}
