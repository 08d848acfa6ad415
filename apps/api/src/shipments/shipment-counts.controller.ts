import { Controller, Get, Inject } from '@nestjs/common';
import type { z } from 'zod';
import { clientIdParams } from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import { ClientStreams } from '../clients/client-streams.js';
import { CurrentUser, Roles } from '../http/auth.js';
import { Params } from '../http/validation.js';
import type { AuthenticatedUser } from '../identity/session-lookup.js';
import { ShipmentCountQueries } from './queries/shipment-counts.queries.js';

/** The client card's header counts (spec/01 §7: GET app/v1/client/{id}/shipments_count). */
@Controller('app/v1/client')
export class ShipmentCountsController {
  constructor(
    @Inject(ShipmentCountQueries) private readonly counts: ShipmentCountQueries,
    @Inject(ClientStreams) private readonly clients: ClientStreams,
  ) {}

  @Get(':id/shipments_count')
  @Roles(ROLES.admin, ROLES.client)
  async count(@Params(clientIdParams) params: z.output<typeof clientIdParams>, @CurrentUser() user: AuthenticatedUser) {
    await this.clients.assertMayRead(user, params.id);
    return this.counts.forClient(params.id);
  }
}
