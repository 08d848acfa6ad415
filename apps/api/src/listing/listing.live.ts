import { Inject, Injectable } from '@nestjs/common';
import { ROLES } from '@parcel/domain';
import { LISTING, type ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { roleRoom, userRoom, type LiveRules } from '../live/rooms.js';
import { INFRA } from '../shared/tokens.js';

/**
 * The lists are read by every role: a change is told to admins and workers,
 * and to the login of each client whose rows changed (the read model's
 * changed ids are client ids).
 */
@Injectable()
export class ListingLiveRules implements LiveRules {
  private readonly db: ReadModelDb;
  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  readonly readers = {};

  readonly audiences = {
    [LISTING]: async (ids: readonly string[]) => {
      const clientIds = ids.filter((id) => /^\d+$/.test(id)).map(Number);
      const logins = clientIds.length ? await this.db.selectFrom('clients').select('user_id').where('id', 'in', clientIds).execute() : [];
      return [roleRoom(ROLES.admin), roleRoom(ROLES.warehouse_worker), ...logins.map((l) => userRoom(l.user_id))];
    },
  };
}
