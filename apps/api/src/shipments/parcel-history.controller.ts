import { Controller, Delete, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { deleteStatusRowRequest, setStatusesRequest, type SetStatusesRequest } from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import type { CommandContext } from '../cqrs/command-context.js';
import { Context } from '../cqrs/request-context.js';
import { Roles } from '../http/auth.js';
import { Body } from '../http/validation.js';
import { DeleteStatusRowCommand } from './delete-status-row/delete-status-row.js';
import { SetStatusesCommand } from './set-statuses/set-statuses.js';

/** Status history of parcels (spec/03 §7): staff set statuses, admins delete rows that allow it. */
@Controller('app/v2/parcel/history')
export class ParcelHistoryController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post()
  @Roles(ROLES.admin, ROLES.warehouse_worker)
  set(@Body(setStatusesRequest) rows: SetStatusesRequest, @Context() context: CommandContext) {
    return this.commands.execute(new SetStatusesCommand(rows, context));
  }

  @Delete()
  @Roles(ROLES.admin)
  remove(@Body(deleteStatusRowRequest) body: { id: number }, @Context() context: CommandContext) {
    return this.commands.execute(new DeleteStatusRowCommand(body.id, context));
  }
}
