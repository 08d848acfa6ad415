import { Controller, Get, Inject } from '@nestjs/common';
import type { z } from 'zod';
import { statusGroupParams } from '@parcel/contracts';
import { ALL_ROLES } from '@parcel/domain';
import { Roles } from '../http/auth.js';
import { Params } from '../http/validation.js';
import { StatusTypesQueries } from './queries/status-types.queries.js';

/** Status groups (spec/03 §7): the parcel listing's status filter, for every role (names and ids only). */
@Controller('app/v1/status_type_group')
@Roles(...ALL_ROLES)
export class StatusTypeGroupsController {
  constructor(@Inject(StatusTypesQueries) private readonly queries: StatusTypesQueries) {}

  @Get('list')
  list() {
    return this.queries.groups();
  }

  /** {identifier}: the group's id. */
  @Get('one/:identifier')
  one(@Params(statusGroupParams) params: z.output<typeof statusGroupParams>) {
    return this.queries.group(params.identifier);
  }
}
