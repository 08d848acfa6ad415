import { Injectable } from '@nestjs/common';
import { ROLES } from '@parcel/domain';
import { OPERATIONAL_PRICE_LISTS } from '@parcel/read-models';
import { roleRoom, type LiveRules } from '../live/rooms.js';

/** The price-list screens are the admins': a change of a list is told to admins. */
@Injectable()
export class PricingLiveRules implements LiveRules {
  readonly readers = {};
  readonly audiences = { [OPERATIONAL_PRICE_LISTS]: () => [roleRoom(ROLES.admin)] };
}
