import { Injectable } from '@nestjs/common';
import { ROLES } from '@parcel/domain';
import { EXTERNAL_INBOUNDS, PARCEL_FLOOR, PROBLEM_PARCELS, PROBLEMATIC_SECTORS, WORKSTATIONS } from '@parcel/read-models';
import { roleRoom, type LiveRules } from '../live/rooms.js';

/** Workstations are the staff's business: a change is told to admins and warehouse workers (the sidebar shows the worker's own). */
@Injectable()
export class WarehouseLiveRules implements LiveRules {
  readonly readers = {};
  readonly audiences = {
    [WORKSTATIONS]: () => [roleRoom(ROLES.admin), roleRoom(ROLES.warehouse_worker)],
    [PROBLEMATIC_SECTORS]: () => [roleRoom(ROLES.admin), roleRoom(ROLES.warehouse_worker)],
    [PARCEL_FLOOR]: () => [roleRoom(ROLES.admin), roleRoom(ROLES.warehouse_worker)],
    // Parcels waiting in problematic sectors: the floor's staff only.
    [PROBLEM_PARCELS]: () => [roleRoom(ROLES.admin), roleRoom(ROLES.warehouse_worker)],
    [EXTERNAL_INBOUNDS]: () => [roleRoom(ROLES.admin), roleRoom(ROLES.warehouse_worker)],
  };
}
