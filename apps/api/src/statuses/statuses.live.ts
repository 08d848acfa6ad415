import { Injectable } from '@nestjs/common';
import { ROLES } from '@parcel/domain';
import { STATUS_TYPES } from '@parcel/read-models';
import { roleRoom, type LiveRules } from '../live/rooms.js';

/** Status types are read by staff (the admin screens, the warehouse selects): a change is told to admins and warehouse workers. */
@Injectable()
export class StatusesLiveRules implements LiveRules {
  readonly readers = {};
  readonly audiences = { [STATUS_TYPES]: () => [roleRoom(ROLES.admin), roleRoom(ROLES.warehouse_worker)] };
}
