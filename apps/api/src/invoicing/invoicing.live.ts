import { Injectable } from '@nestjs/common';
import { ROLES } from '@parcel/domain';
import { INVOICES } from '@parcel/read-models';
import { roleRoom, type LiveRules } from '../live/rooms.js';

/** Invoices are the admins': a change of any invoice (or a run) is told to admins. */
@Injectable()
export class InvoicingLiveRules implements LiveRules {
  readonly readers = {};
  readonly audiences = { [INVOICES]: () => [roleRoom(ROLES.admin)] };
}
