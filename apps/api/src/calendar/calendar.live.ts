import { Injectable } from '@nestjs/common';
import { ROLES } from '@parcel/domain';
import { CALENDAR_DAYS } from '@parcel/read-models';
import { roleRoom, type LiveRules } from '../live/rooms.js';

/** The calendar screen is the admins': a change of the non-working days is told to admins. */
@Injectable()
export class CalendarLiveRules implements LiveRules {
  readonly readers = {};
  readonly audiences = { [CALENDAR_DAYS]: () => [roleRoom(ROLES.admin)] };
}
