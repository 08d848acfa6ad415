import { Inject, Injectable } from '@nestjs/common';
import { ROLES } from '@parcel/domain';
import { EMPLOYEE_ACTIVITY, EXPORTS, type ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { entityRoom, roleRoom, userRoom, type LiveRules, type SocketUser } from '../live/rooms.js';
import { INFRA } from '../shared/tokens.js';

/** The entity kind of an export's room: `export:<uuid>`. */
export const EXPORT_ROOM = 'export';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An export's room (progress, status): admins and the user who ordered it. A
 * change of an export is told to its room, to admins (the list of every
 * export) and to its orderer's user room (their "my reports" list).
 */
@Injectable()
export class ReportsLiveRules implements LiveRules {
  private readonly db: ReadModelDb;
  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  readonly readers = {
    [EXPORT_ROOM]: async (user: SocketUser, id: string) => {
      if (!UUID.test(id)) return false;
      if (user.role === ROLES.admin) return true;
      return (await this.owners([id])).get(id) === user.id;
    },
  };

  readonly audiences = {
    [EXPORTS]: async (ids: readonly string[]) => {
      const owners = await this.owners(ids);
      return [roleRoom(ROLES.admin), ...ids.map((id) => entityRoom(EXPORT_ROOM, id)), ...[...new Set(owners.values())].map(userRoom)];
    },
    // The staff's work counted per day (its ids are days, nothing of anyone's data): staff, so a worker's dashboard
    // refreshes its own counts (docs/dashboard.md). Never clients.
    [EMPLOYEE_ACTIVITY]: () => [roleRoom(ROLES.admin), roleRoom(ROLES.warehouse_worker)],
  };

  private async owners(ids: readonly string[]): Promise<Map<string, string>> {
    const valid = ids.filter((id) => UUID.test(id));
    if (valid.length === 0) return new Map();
    const rows = await this.db.selectFrom('exports').select(['identifier', 'user_id']).where('identifier', 'in', valid).execute();
    return new Map(rows.map((r) => [r.identifier, r.user_id]));
  }
}
