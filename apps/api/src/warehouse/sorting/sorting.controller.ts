import { Controller, Get, Inject, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { z } from 'zod';
import { classifyParcelRequest, sortingClientsParams, type ClassifyParcelRequest } from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { AnswersFirst } from '../../cqrs/consistency.interceptor.js';
import { Context } from '../../cqrs/request-context.js';
import { CurrentUser, Roles } from '../../http/auth.js';
import { Body, Params } from '../../http/validation.js';
import type { AuthenticatedUser } from '../../identity/session-lookup.js';
import { ClassifyParcelCommand, type ClassifyParcelResult } from './classify-parcel/classify-parcel.js';
import { SortingFactsReader } from './sorting-facts.js';
import { SortingRules } from './sorting-rules.js';

/** Sorting (spec/02 §2 /parcel-classification, spec/03 §8; docs/sorting.md). */
@Controller('app/v1')
@Roles(ROLES.admin, ROLES.warehouse_worker)
export class SortingController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(SortingRules) private readonly sortingRules: SortingRules,
    @Inject(SortingFactsReader) private readonly facts: SortingFactsReader,
  ) {}

  /** 201 classified, 205 workstation set; refusals 402-425 with the zone and the suggested status and sector. */
  @Post('parcel/classify/courier')
  @AnswersFirst()
  async classify(
    @Body(classifyParcelRequest) body: ClassifyParcelRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
    @Res({ passthrough: true }) response: Response,
  ) {
    const outcome = await this.commands.execute<ClassifyParcelCommand, CommandOutcome<ClassifyParcelResult>>(
      new ClassifyParcelCommand(user, body, context),
    );
    const result = outcome.value;
    response.status(result.kind === 'workstation_set' ? 205 : 201);
    const value = result.kind === 'workstation_set' ? { message: 'workstation_set' } : result.answer;
    return outcome.answering(value);
  }

  /** The zones and the rules (the admin's /sorting-rules). */
  @Get('sorting/rules')
  @Roles(ROLES.admin)
  rules() {
    return this.sortingRules.rules();
  }

  /** The zone list (the floor view's legend). */
  @Get('sorting/zones')
  zones() {
    return this.sortingRules.zones();
  }

  /** Clients to sort for (the screen's client field). */
  @Get('sorting/clients/:term')
  clients(@Params(sortingClientsParams) params: z.output<typeof sortingClientsParams>) {
    return this.facts.clients(params.term);
  }
}
