import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { INVOICE_MESSAGES } from '@parcel/contracts';
import { reissueInvoice } from '@parcel/domain';
import { INVOICES } from '@parcel/read-models';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome, type Ack } from '../../cqrs/command-outcome.js';
import { InvoiceStreams } from '../invoice-streams.js';
import { InvoicesQueries } from '../queries/invoices.queries.js';

/**
 * DELETE app/v1/invoice/ {id}: the invoice starts again from pending (a new
 * statement, a new issue under the same oid); refused with 409
 * invoice_reissue_not_allowed once issued or sent (spec/03 §4).
 */
export class ReissueInvoiceCommand {
  constructor(
    readonly invoiceId: number,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(ReissueInvoiceCommand)
export class ReissueInvoiceHandler implements ICommandHandler<ReissueInvoiceCommand, Ack> {
  constructor(
    @Inject(InvoiceStreams) private readonly streams: InvoiceStreams,
    @Inject(InvoicesQueries) private readonly queries: InvoicesQueries,
  ) {}

  async execute({ invoiceId, context }: ReissueInvoiceCommand): Promise<Ack> {
    const { stream } = await this.queries.row(invoiceId);
    const { state, revision } = await this.streams.load(stream);
    const position = await this.streams.append(stream, revision, reissueInvoice(state), context);
    return new CommandOutcome({ message: INVOICE_MESSAGES.reissued }, position, [INVOICES]);
  }
}
