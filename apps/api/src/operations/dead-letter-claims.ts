import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { INFRA } from '../shared/tokens.js';
import { announceDeadLetters } from './dead-letter-notice.js';

export interface ClaimedLetter {
  readonly id: number;
  readonly handler: string;
  readonly kind: 'projection' | 'process_manager';
  readonly event_id: string;
  readonly stream_id: string;
}

/**
 * Moves a parked letter to retried or skipped; only one admin's action wins a
 * letter (the update is conditional on 'parked'), a second one is told it is
 * no longer parked.
 */
@Injectable()
export class DeadLetterClaims {
  private readonly db: ReadModelDb;

  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  async resolve(id: number, status: 'retried' | 'skipped', by: string | null, at: Date): Promise<ClaimedLetter> {
    const claimed = await this.db
      .updateTable('dead_letters')
      .set({ status, resolved_at: at, resolved_by: by })
      .where('id', '=', id)
      .where('status', '=', 'parked')
      .returning(['id', 'handler', 'kind', 'event_id', 'stream_id'])
      .executeTakeFirst();
    if (claimed) {
      announceDeadLetters(this.infra.bus);
      return claimed;
    }
    const exists = await this.db.selectFrom('dead_letters').select('id').where('id', '=', id).executeTakeFirst();
    throw new DomainError(exists ? 'dead_letter_not_parked' : 'dead_letter_not_found');
  }

  /** A retry that failed again: parked once more, with the new error. */
  async park(id: number, error: string): Promise<void> {
    await this.db
      .updateTable('dead_letters')
      .set((eb) => ({ status: 'parked', error, attempts: eb('attempts', '+', 1), resolved_at: null, resolved_by: null }))
      .where('id', '=', id)
      .execute();
    announceDeadLetters(this.infra.bus);
  }
}
