import { Injectable } from '@nestjs/common';
import { ROLES } from '@parcel/domain';
import { STATISTICS } from '@parcel/read-models';
import { roleRoom, type LiveRules } from '../live/rooms.js';

/** The statistics screen is the admins': a change of the counts is told to admins. */
@Injectable()
export class StatisticsLiveRules implements LiveRules {
  readonly readers = {};
  readonly audiences = { [STATISTICS]: () => [roleRoom(ROLES.admin)] };
}
