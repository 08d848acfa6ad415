import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { reviewValidationError } from '@parcel/domain';
import { EXPORTS } from '@parcel/read-models';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import type { AuthenticatedUser } from '../../identity/session-lookup.js';
import { ExportAccess } from '../export-access.js';
import { ExportStreams } from '../export-streams.js';

/** PATCH app/v1/export/validation_error/ {id, reviewed}: staff mark a validation error of an export they may read. */
export class ReviewValidationErrorCommand {
  constructor(
    readonly validationErrorId: number,
    readonly reviewed: boolean,
    readonly user: AuthenticatedUser,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(ReviewValidationErrorCommand)
export class ReviewValidationErrorHandler implements ICommandHandler<ReviewValidationErrorCommand, CommandOutcome<{ message: string }>> {
  constructor(
    @Inject(ExportStreams) private readonly streams: ExportStreams,
    @Inject(ExportAccess) private readonly access: ExportAccess,
  ) {}

  async execute({ validationErrorId, reviewed, user, context }: ReviewValidationErrorCommand) {
    const row = await this.access.byValidationError(user, validationErrorId);
    const { position } = await this.streams.update(
      row.identifier,
      (state) => reviewValidationError(state, validationErrorId, reviewed),
      context,
    );
    return new CommandOutcome({ message: 'validation_error_reviewed' }, position, [EXPORTS]);
  }
}
