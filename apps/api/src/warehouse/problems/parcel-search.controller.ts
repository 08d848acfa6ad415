import { Controller, Get, Inject } from '@nestjs/common';
import type { z } from 'zod';
import { parcelSearchParams } from '@parcel/contracts';
import { ALL_ROLES } from '@parcel/domain';
import { CurrentUser, Roles } from '../../http/auth.js';
import { Params } from '../../http/validation.js';
import type { AuthenticatedUser } from '../../identity/session-lookup.js';
import { ParcelSearchQueries } from './queries/parcel-search.queries.js';

/** The scan search (/parcel-search, all three roles): what a scanned or typed code names. A client finds only its own parcels. */
@Controller('app/v1/parcel')
@Roles(...ALL_ROLES)
export class ParcelSearchController {
  constructor(@Inject(ParcelSearchQueries) private readonly queries: ParcelSearchQueries) {}

  @Get('search/:number')
  search(@Params(parcelSearchParams) params: z.output<typeof parcelSearchParams>, @CurrentUser() user: AuthenticatedUser) {
    return this.queries.search(params.number, user);
  }
}
