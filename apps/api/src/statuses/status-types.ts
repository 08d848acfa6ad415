import { Inject, Injectable } from '@nestjs/common';
import type { Selectable } from 'kysely';
import type { ReadModelDb, StatusTypeTable } from '@parcel/read-models';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { INFRA } from '../shared/tokens.js';

/** A status type as other areas read it (the shape of GET app/v1/status_type/{id}). */
export interface StatusTypeInfo {
  readonly id: number;
  readonly name: string;
  readonly displayed_name: string;
  readonly displayed_name_ro: string;
  readonly internal: 0 | 1;
  readonly id_courier: number;
  readonly system_id: string | null;
  readonly code: string | null;
  readonly group_id: number | null;
  readonly repeatable: boolean;
}

export interface StatusTypeLookup {
  /** Deleted types too (to read the names of statuses given before the deletion); by default only live ones. */
  readonly includeDeleted?: boolean;
}

export function toStatusTypeInfo(row: Selectable<StatusTypeTable>): StatusTypeInfo {
  return {
    id: row.id,
    name: row.name,
    displayed_name: row.displayed_name,
    displayed_name_ro: row.displayed_name_ro,
    internal: row.internal === 1 ? 1 : 0,
    id_courier: row.id_courier,
    system_id: row.system_id,
    code: row.code,
    group_id: row.group_id,
    repeatable: row.repeatable,
  };
}

/**
 * Status types for other areas (shipments: is this a status one may give, what
 * are its names), read from the status_types read model. Deleted types are
 * answered only when asked for.
 */
@Injectable()
export class StatusTypes {
  private readonly db: ReadModelDb;
  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  private select(lookup: StatusTypeLookup) {
    const query = this.db.selectFrom('status_types').selectAll();
    return lookup.includeDeleted ? query : query.where('deleted', '=', false);
  }

  async byId(id: number, lookup: StatusTypeLookup = {}): Promise<StatusTypeInfo | null> {
    const row = await this.select(lookup).where('id', '=', id).executeTakeFirst();
    return row ? toStatusTypeInfo(row) : null;
  }

  async bySystemId(systemId: string, lookup: StatusTypeLookup = {}): Promise<StatusTypeInfo | null> {
    const row = await this.select(lookup).where('system_id', '=', systemId).executeTakeFirst();
    return row ? toStatusTypeInfo(row) : null;
  }

  /** The types of these ids that exist, by id (one query; an unknown id is simply absent). */
  async many(ids: readonly number[], lookup: StatusTypeLookup = {}): Promise<ReadonlyMap<number, StatusTypeInfo>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.select(lookup).where('id', 'in', unique).execute();
    return new Map(rows.map((row) => [row.id, toStatusTypeInfo(row)]));
  }
}
