import { Injectable } from '@nestjs/common';
import { ROLES } from '@parcel/domain';
import { DEAD_LETTERS } from '@parcel/read-models';
import { roleRoom, type LiveRules } from '../live/rooms.js';

/** The dead-letter list is for admins. */
@Injectable()
export class OperationsLiveRules implements LiveRules {
  readonly readers = {};
  readonly audiences = { [DEAD_LETTERS]: () => [roleRoom(ROLES.admin)] };
}
