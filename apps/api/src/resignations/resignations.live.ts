import { Inject, Injectable } from '@nestjs/common';
import { ROLES } from '@parcel/domain';
import { RESIGNATIONS, type ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { roleRoom, userRoom, type LiveRules } from '../live/rooms.js';
import { INFRA } from '../shared/tokens.js';

/**
 * The staff lists are the admins'; a client reads its own reports. A change
 * of a report is told to admins and to the login of the report's client (the
 * read model's changed ids are client ids), never to another client.
 */
@Injectable()
export class ResignationsLiveRules implements LiveRules {
  private readonly db: ReadModelDb;
  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  readonly readers = {};

  readonly audiences = {
    [RESIGNATIONS]: async (ids: readonly string[]) => {
      const clientIds = ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number);
      const logins = clientIds.length ? await this.db.selectFrom('clients').select('user_id').where('id', 'in', clientIds).execute() : [];
      return [roleRoom(ROLES.admin), ...logins.map((login) => userRoom(login.user_id))];
    },
  };
}
