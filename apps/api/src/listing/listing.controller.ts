import { Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { groupStatusRequest, listingRequest, type GroupStatusRequest, type ListingRequest } from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import { ClientStreams } from '../clients/index.js';
import type { CommandContext } from '../cqrs/command-context.js';
import { Context } from '../cqrs/request-context.js';
import { CurrentUser, Roles } from '../http/auth.js';
import { Body } from '../http/validation.js';
import type { AuthenticatedUser } from '../identity/session-lookup.js';
import { GroupStatusCommand } from './group-status/group-status.js';
import { ListingRows, type ListingViewer } from './listing-rows.js';

/** The parcel and shipment lists (spec/03 §2, §7 "Listing and reports") and the admins' group status change (§8). */
@Controller('app/v1/parcel')
export class ListingController {
  constructor(
    @Inject(ListingRows) private readonly rows: ListingRows,
    @Inject(ClientStreams) private readonly clients: ClientStreams,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Post('list')
  @HttpCode(200)
  @Roles(ROLES.admin, ROLES.warehouse_worker, ROLES.client)
  async list(@Body(listingRequest) request: ListingRequest, @CurrentUser() user: AuthenticatedUser) {
    const page = await this.rows.page(request.criteria, await this.viewer(user), request);
    return { draw: request.draw, ...page };
  }

  @Post('status/group')
  @HttpCode(200)
  @Roles(ROLES.admin)
  group(@Body(groupStatusRequest) request: GroupStatusRequest, @Context() context: CommandContext) {
    return this.commands.execute(new GroupStatusCommand(request, context));
  }

  private async viewer(user: AuthenticatedUser): Promise<ListingViewer> {
    if (user.role !== ROLES.client) return { role: user.role, clientId: null };
    return { role: user.role, clientId: await this.clients.ownClientId(user).catch(() => null) };
  }
}
