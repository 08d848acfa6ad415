import { Inject, Injectable } from '@nestjs/common';
import { ROLES } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { entityRoom, roleRoom, userRoom, type LiveRules, type SocketUser } from '../live/rooms.js';
import { INFRA } from '../shared/tokens.js';

/**
 * A shipment's room: staff, and the client whose shipment it is. A change is
 * told to staff (lists and screens) and to the owning client's login.
 */
@Injectable()
export class ShipmentsLiveRules implements LiveRules {
  private readonly db: ReadModelDb;
  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  readonly readers = {
    shipments: async (user: SocketUser, id: string) => {
      if (user.role === ROLES.admin || user.role === ROLES.warehouse_worker) return true;
      if (user.role !== ROLES.client || !/^\d+$/.test(id)) return false;
      const owners = await this.owners([id]);
      return owners.get(id) === user.id;
    },
  };

  readonly audiences = {
    shipments: async (ids: readonly string[]) => {
      const owners = await this.owners(ids);
      return [
        roleRoom(ROLES.admin),
        roleRoom(ROLES.warehouse_worker),
        ...ids.map((id) => entityRoom('shipments', id)),
        ...[...new Set(owners.values())].map(userRoom),
      ];
    },
  };

  /** The login of each shipment's client, by shipment id. */
  private async owners(ids: readonly string[]): Promise<Map<string, string>> {
    const numeric = ids.filter((id) => /^\d+$/.test(id)).map(Number);
    if (numeric.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('shipments as s')
      .innerJoin('clients as c', 'c.id', 's.client_id')
      .select(['s.id', 'c.user_id'])
      .where('s.id', 'in', numeric)
      .execute();
    return new Map(rows.map((r) => [String(r.id), r.user_id]));
  }
}
