import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@parcel/domain';
import type { DeadLetterRow } from '@parcel/contracts';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { iso } from '../../http/read-models.js';
import { INFRA } from '../../shared/tokens.js';

const LIMIT = 500;

/** The dead-letter list (parked first, newest first). */
@Injectable()
export class DeadLettersQueries {
  private readonly db: ReadModelDb;

  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  async list(status: 'parked' | 'all'): Promise<{ data: DeadLetterRow[] }> {
    let query = this.db.selectFrom('dead_letters').selectAll();
    if (status === 'parked') query = query.where('status', '=', 'parked');
    const rows = await query
      .orderBy((eb) => eb.case().when('status', '=', 'parked').then(0).else(1).end())
      .orderBy('parked_at', 'desc')
      .orderBy('id', 'desc')
      .limit(LIMIT)
      .execute();
    return { data: rows.map(toView) };
  }

  async get(id: number): Promise<DeadLetterRow> {
    const row = await this.db.selectFrom('dead_letters').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new DomainError('dead_letter_not_found');
    return toView(row);
  }
}

function toView(row: {
  id: number;
  handler: string;
  kind: 'projection' | 'process_manager';
  event_id: string;
  event_type: string;
  stream_id: string;
  position_commit: string;
  position_prepare: string;
  error: string;
  attempts: number;
  status: 'parked' | 'retried' | 'skipped';
  parked_at: Date;
  resolved_at: Date | null;
  resolved_by: string | null;
}): DeadLetterRow {
  return {
    id: row.id,
    handler: row.handler,
    kind: row.kind,
    event_id: row.event_id,
    event_type: row.event_type,
    stream_id: row.stream_id,
    event_position: `${row.position_commit}/${row.position_prepare}`,
    error: row.error,
    attempts: row.attempts,
    status: row.status,
    parked_at: iso(row.parked_at),
    resolved_at: iso(row.resolved_at),
    resolved_by: row.resolved_by,
  };
}
