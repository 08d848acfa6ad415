import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { z } from 'zod';
import {
  idoSellCountryParams,
  lockerSearchQuery,
  PICKUP_POINT_COUNTRIES,
  type LockerSearchQuery,
  type LockerView,
} from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import { FileRoute, Roles } from '../../http/auth.js';
import { Params, Query } from '../../http/validation.js';
import { idoSellFileName, idoSellHeader, idoSellLine } from './ido-sell-csv.js';
import { Lockers } from './lockers.js';

/** Lockers (pickup points) of the courier networks: the search and the IdoSell file (spec/03 §7, spec/02 §7). */
@Controller()
export class LockersController {
  constructor(@Inject(Lockers) private readonly lockers: Lockers) {}

  @Get('app/v2/locker/search')
  @Roles(ROLES.admin, ROLES.warehouse_worker, ROLES.client)
  search(@Query(lockerSearchQuery) query: LockerSearchQuery): Promise<LockerView[]> {
    return this.lockers.search(query);
  }

  /** The country's active pickup points as a CSV an IdoSell shop imports, streamed a page of rows at a time. */
  @Get('locker/ido_sell/:country')
  @Roles(ROLES.admin)
  // spec/02 §7: downloaded "with token": a public file token opens it in a new window too.
  @FileRoute()
  async idoSell(@Params(idoSellCountryParams) params: z.output<typeof idoSellCountryParams>, @Res() response: Response): Promise<void> {
    const country = params.country;
    const lockers = this.lockers;
    response.status(200);
    response.setHeader('content-type', 'text/csv; charset=utf-8');
    response.setHeader('content-disposition', `attachment; filename="${idoSellFileName(country)}"`);
    response.setHeader('cache-control', 'no-store');
    async function* lines() {
      yield idoSellHeader();
      for await (const rows of lockers.exportRows(PICKUP_POINT_COUNTRIES[country]))
        yield rows.map((row) => idoSellLine(row, country)).join('');
    }
    await pipeline(Readable.from(lines()), response).catch((error: unknown) => {
      // Headers are gone once the first row is out: a failure can only cut the file short.
      if (!response.headersSent) throw error;
      response.destroy(error as Error);
    });
  }
}
