import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { changeUsedForInvoice } from '@parcel/domain';
import { EXPORTS } from '@parcel/read-models';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import type { AuthenticatedUser } from '../../identity/session-lookup.js';
import { ExportAccess } from '../export-access.js';
import { ExportStreams } from '../export-streams.js';

/** PATCH app/v1/export/ {id, used_for_invoice}: an admin marks an export as used (or not) for an invoice. */
export class SetUsedForInvoiceCommand {
  constructor(
    readonly exportId: number,
    readonly usedForInvoice: boolean,
    readonly user: AuthenticatedUser,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(SetUsedForInvoiceCommand)
export class SetUsedForInvoiceHandler implements ICommandHandler<SetUsedForInvoiceCommand, CommandOutcome<{ message: string }>> {
  constructor(
    @Inject(ExportStreams) private readonly streams: ExportStreams,
    @Inject(ExportAccess) private readonly access: ExportAccess,
  ) {}

  async execute({ exportId, usedForInvoice, user, context }: SetUsedForInvoiceCommand) {
    const row = await this.access.byId(user, exportId);
    const { position } = await this.streams.update(row.identifier, (state) => changeUsedForInvoice(state, usedForInvoice), context);
    return new CommandOutcome({ message: 'export_used_for_invoice_changed' }, position, [EXPORTS]);
  }
}
