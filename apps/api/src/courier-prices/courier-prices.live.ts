import { Injectable } from '@nestjs/common';
import { ROLES } from '@parcel/domain';
import { COURIER_PRICES } from '@parcel/read-models';
import { roleRoom, type LiveRules } from '../live/rooms.js';

/** The /prices screens are the admins': a changed courier price is told to admins. */
@Injectable()
export class CourierPricesLiveRules implements LiveRules {
  readonly readers = {};
  readonly audiences = { [COURIER_PRICES]: () => [roleRoom(ROLES.admin)] };
}
