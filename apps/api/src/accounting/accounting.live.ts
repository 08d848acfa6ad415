import { Injectable } from '@nestjs/common';
import { ROLES } from '@parcel/domain';
import { ACCOUNTING, EXCHANGE_RATES } from '@parcel/read-models';
import { entityRoom, roleRoom, type LiveRules } from '../live/rooms.js';

/** Accounted amounts are the admins': told to admins and to the shipment's room (its settlement tab refetches). */
@Injectable()
export class AccountingLiveRules implements LiveRules {
  readonly readers = {};
  readonly audiences = {
    [ACCOUNTING]: (ids: readonly string[]) => [roleRoom(ROLES.admin), ...ids.map((id) => entityRoom('shipments', id))],
    [EXCHANGE_RATES]: () => [roleRoom(ROLES.admin)],
  };
}
