import { Inject, Injectable } from '@nestjs/common';
import { ROLES } from '@parcel/domain';
import { EXTERNAL_SHOPS, type ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { entityRoom, userRoom, type LiveRules, type SocketUser } from '../live/rooms.js';
import { INFRA } from '../shared/tokens.js';

/**
 * A shop is its client's alone: a change (a mapping, a run's outcome, an
 * imported order) is told to the owning client's login (its open shop
 * screens refresh) and to the shop's room, which only that login may join.
 */
@Injectable()
export class ShopsLiveRules implements LiveRules {
  private readonly db: ReadModelDb;
  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  readonly readers = {
    [EXTERNAL_SHOPS]: async (user: SocketUser, id: string) => {
      if (user.role !== ROLES.client || !/^\d{1,9}$/.test(id)) return false;
      return (await this.owners([id])).get(id) === user.id;
    },
  };

  readonly audiences = {
    [EXTERNAL_SHOPS]: async (ids: readonly string[]) => {
      const owners = await this.owners(ids);
      return [...ids.map((id) => entityRoom(EXTERNAL_SHOPS, id)), ...[...new Set(owners.values())].map(userRoom)];
    },
  };

  /** The login of each shop's client, by shop id (one query). */
  private async owners(ids: readonly string[]): Promise<Map<string, string>> {
    const numeric = ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number);
    if (numeric.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('external_shops as s')
      .innerJoin('clients as c', 'c.id', 's.client_id')
      .select(['s.id', 'c.user_id'])
      .where('s.id', 'in', numeric)
      .execute();
    return new Map(rows.map((r) => [String(r.id), r.user_id]));
  }
}
