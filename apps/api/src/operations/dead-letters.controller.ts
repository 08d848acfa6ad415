import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { deadLetterIdParams, deadLettersQuery } from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import type { CommandContext } from '../cqrs/command-context.js';
import { Context } from '../cqrs/request-context.js';
import { Roles } from '../http/auth.js';
import { Params, Query } from '../http/validation.js';
import { DeadLettersQueries } from './queries/dead-letters.queries.js';
import { RetryDeadLetterCommand } from './retry-dead-letter/retry-dead-letter.js';
import { SkipDeadLetterCommand } from './skip-dead-letter/skip-dead-letter.js';

/** Operations: events parked by projections and process managers (admins). */
@Controller('app/v1/dead_letters')
@Roles(ROLES.admin)
export class DeadLettersController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(DeadLettersQueries) private readonly queries: DeadLettersQueries,
  ) {}

  @Get()
  list(@Query(deadLettersQuery) query: z.output<typeof deadLettersQuery>) {
    return this.queries.list(query.status);
  }

  @Post(':id/retry')
  @HttpCode(200)
  retry(@Params(deadLetterIdParams) params: z.output<typeof deadLetterIdParams>, @Context() context: CommandContext) {
    return this.commands.execute(new RetryDeadLetterCommand(params.id, context));
  }

  @Post(':id/skip')
  @HttpCode(200)
  skip(@Params(deadLetterIdParams) params: z.output<typeof deadLetterIdParams>, @Context() context: CommandContext) {
    return this.commands.execute(new SkipDeadLetterCommand(params.id, context));
  }
}
