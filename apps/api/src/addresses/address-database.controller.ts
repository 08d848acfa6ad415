import { Controller, Get, Inject } from '@nestjs/common';
import type { z } from 'zod';
import { localitySearchQuery, streetSearchParams, streetSearchQuery, type LocalitySearchQuery } from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import { Roles } from '../http/auth.js';
import { Params, Query } from '../http/validation.js';
import { AddressSearch } from './queries/address-search.js';

/** The address database for the shipment form (spec/03 §7): localities of a country, streets of a locality. */
@Controller('app/v2/address_database/locality')
@Roles(ROLES.admin, ROLES.warehouse_worker, ROLES.client)
export class AddressDatabaseController {
  constructor(@Inject(AddressSearch) private readonly search: AddressSearch) {}

  @Get('search')
  localities(@Query(localitySearchQuery) query: LocalitySearchQuery) {
    return this.search.localities(query);
  }

  @Get(':localityId/street/search')
  streets(
    @Params(streetSearchParams) params: z.output<typeof streetSearchParams>,
    @Query(streetSearchQuery) query: z.output<typeof streetSearchQuery>,
  ) {
    return this.search.streets(params.localityId, query.query);
  }
}
