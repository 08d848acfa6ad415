import { Controller, HttpCode, Inject, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  problemParcelTableRequest,
  resolveProblemParcelRequest,
  type ProblemParcelTableRequest,
  type ResolveProblemParcelRequest,
} from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import type { CommandContext } from '../../cqrs/command-context.js';
import { Context } from '../../cqrs/request-context.js';
import { CurrentUser, Roles } from '../../http/auth.js';
import { Body } from '../../http/validation.js';
import type { AuthenticatedUser } from '../../identity/session-lookup.js';
import { FloorContext } from '../floor-context.js';
import { ProblemParcelsQueries } from './queries/problem-parcels.queries.js';
import { ResolveProblemParcelCommand } from './resolve-problem-parcel/resolve-problem-parcel.js';

/**
 * Parcels waiting in problematic sectors (/resolve-problematic): the floor's
 * staff list them and resolve them. Resolving is floor work: it needs the
 * worker's workstation (428 workstation_required otherwise), which every
 * event then carries.
 */
@Controller('app/v1/problematic-sector')
@Roles(ROLES.admin, ROLES.warehouse_worker)
export class ProblemParcelsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ProblemParcelsQueries) private readonly queries: ProblemParcelsQueries,
    @Inject(FloorContext) private readonly floor: FloorContext,
  ) {}

  @Put('resolve')
  resolve(
    @Body(resolveProblemParcelRequest) body: ResolveProblemParcelRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ) {
    this.floor.require(user);
    return this.commands.execute(new ResolveProblemParcelCommand(body, context));
  }

  /** The screen's table (not in the spec): 25 a page, waiting by default, oldest first. */
  @Post('parcels')
  @HttpCode(200)
  parcels(@Body(problemParcelTableRequest) body: ProblemParcelTableRequest) {
    return this.queries.table(body);
  }
}
