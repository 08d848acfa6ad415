import { Controller, Get, Inject } from '@nestjs/common';
import { ROLES } from '@parcel/domain';
import { Roles } from '../../http/auth.js';
import { FloorQueries } from './floor.queries.js';

/** The live floor view (issue 11 §6; a path of ours, not the spec's): admins watch the whole warehouse. */
@Controller('app/v1')
@Roles(ROLES.admin)
export class FloorController {
  constructor(@Inject(FloorQueries) private readonly queries: FloorQueries) {}

  /** Everything /floor shows in one answer; refreshed by the 'floor' read model's notices. */
  @Get('warehouse/floor')
  view() {
    return this.queries.view();
  }
}
