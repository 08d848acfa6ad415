import { Inject, Injectable } from '@nestjs/common';
import type { UnknownClientAliasRow, UnknownClientAliasView } from '@parcel/contracts';
import { DomainError } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../../bootstrap/infrastructure.js';
import { INFRA } from '../../../shared/tokens.js';

/** Unknown client aliases from their read model. */
@Injectable()
export class ClientAliasesQueries {
  private readonly db: ReadModelDb;
  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  /** GET unknown_client_alias: the aliases no admin resolved yet, oldest first, numbered. */
  async unknown(): Promise<UnknownClientAliasRow[]> {
    const rows = await this.db
      .selectFrom('client_aliases')
      .select(['id', 'alias', 'reported_at'])
      .where('resolved_at', 'is', null)
      .orderBy('id')
      .limit(1000)
      .execute();
    return rows.map((r, i) => ({ lp: i + 1, id: r.id, alias: r.alias, reported_at: new Date(r.reported_at).toISOString() }));
  }

  /** GET unknown_client_alias/{id}: client_name is the proposed client's. */
  async one(id: number): Promise<UnknownClientAliasView> {
    const row = await this.db
      .selectFrom('client_aliases as a')
      .leftJoin('clients as c', 'c.id', 'a.proposed_client_id')
      .select(['a.id', 'a.alias', 'a.proposed_client_id', 'a.client_id', 'a.is_emag', 'a.resolved_at', 'c.name as client_name'])
      .where('a.id', '=', id)
      .executeTakeFirst();
    if (!row) throw new DomainError('client_alias_not_found');
    return {
      id: row.id,
      alias: row.alias,
      proposed_client_id: row.proposed_client_id,
      client_name: row.client_name ?? null,
      is_emag: row.is_emag ? 1 : 0,
      client_id: row.client_id,
      resolved: row.resolved_at !== null,
    };
  }
}
