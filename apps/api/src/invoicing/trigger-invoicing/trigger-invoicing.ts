import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { INVOICE_MESSAGES, type AccountingPeriodView, type InvoiceTriggerRequest } from '@parcel/contracts';
import {
  calendarDateIn,
  DomainError,
  invoiceStream,
  invoicingPeriodTypeOf,
  isInvoiceable,
  markRunTriggered,
  openInvoice,
  runPeriod,
  ACCOUNT_PERIODS,
  type AccountingPeriod,
  type InvoiceClient,
  type InvoiceState,
} from '@parcel/domain';
import { comparePositions, WrongExpectedRevisionError, type Position } from '@parcel/event-store';
import { inLanes, INVOICES } from '@parcel/read-models';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { CLOCK, type Clock } from '../../shared/tokens.js';
import { InvoiceStreams } from '../invoice-streams.js';
import { InvoicingFacts, type InvoicingClient } from '../invoicing-facts.js';

/** POST app/v1/invoice/trigger: the invoice run of one accounting period (docs/invoicing.md "The run"). */
export class TriggerInvoicingCommand {
  constructor(
    readonly request: InvoiceTriggerRequest,
    readonly context: CommandContext,
  ) {}
}

export interface TriggeredInvoicing {
  period: AccountingPeriodView;
  /** Invoices this run opened (a racing run's are not counted here). */
  invoices: number;
  message: string;
}

/** Invoice streams looked up at once (whether a run made them already). */
const PARALLEL_LOADS = 16;

const isTrue = (value: string | undefined): boolean => value === 'true';

export function invoiceClientOf(client: InvoicingClient): InvoiceClient {
  const { parameters } = client;
  return {
    clientId: client.id,
    currency: parameters.INVOICE_CURRENCY === 'EUR' ? 'EUR' : 'PLN',
    fakturowniaId: parameters.FAKTUROWNIA_ID ?? null,
    invoicingBlocked: isTrue(parameters.INVOICING_BLOCK),
  };
}

/** Whether the client is invoiced in runs of the period's type (its ACCOUNT_PERIOD; monthly without it). */
function invoicedIn(client: InvoicingClient, period: AccountingPeriod): boolean {
  const accountPeriod = ACCOUNT_PERIODS.find((p) => p === client.parameters.ACCOUNT_PERIOD) ?? null;
  return invoicingPeriodTypeOf(accountPeriod) === period.type;
}

/**
 * The period (named, or accountable on the trigger date; 422 otherwise), then
 * 409 while buffer parcels wait, 410 naming the clients whose shipments of the
 * period could not be accounted; else one invoice per client to invoice, each
 * on its own stream opened with no_stream (a second or racing run skips the
 * ones that exist), and last the period's mark. A run that dies half-way
 * leaves the period accountable: the next one opens the rest.
 */
@CommandHandler(TriggerInvoicingCommand)
export class TriggerInvoicingHandler implements ICommandHandler<TriggerInvoicingCommand, CommandOutcome<TriggeredInvoicing>> {
  constructor(
    @Inject(InvoiceStreams) private readonly streams: InvoiceStreams,
    @Inject(InvoicingFacts) private readonly facts: InvoicingFacts,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ request, context }: TriggerInvoicingCommand): Promise<CommandOutcome<TriggeredInvoicing>> {
    const today = calendarDateIn(this.clock.now());
    const triggerDate = request.trigger_date ?? today;
    const period = runPeriod({ triggerDate, today, type: request.type ?? 'monthly', periodId: request.accountable_period_id }, () => false);
    const run = await this.streams.loadRun(period);
    if (run.state.triggered) throw new DomainError('accounting_period_not_accountable');
    if (await this.facts.bufferParcelsWaiting())
      throw new DomainError('invoicing_buffer_parcels_waiting', { message: INVOICE_MESSAGES.bufferParcels });

    const periodClients = await this.facts.periodClients(period);
    const clients = await this.facts.clients(periodClients.map((c) => c.clientId));
    const toInvoice = periodClients.filter((c) => {
      const client = clients.get(c.clientId);
      return client !== undefined && invoicedIn(client, period) && isInvoiceable(invoiceClientOf(client));
    });
    const failing = toInvoice.filter((c) => c.failing);
    if (failing.length > 0)
      throw new DomainError('invoicing_price_lists_unchecked', {
        // The names (the console words one toast per client, spec/03 §8) and the sentences, for callers without the console.
        body: { client_names: failing.map((c) => c.name), messages: failing.map((c) => INVOICE_MESSAGES.priceListsOf(c.name)) },
      });

    const { opened, position } = await this.open(
      toInvoice.filter((c) => c.accounted > 0).map((c) => invoiceClientOf(clients.get(c.clientId)!)),
      period,
      context,
    );
    const marked = await this.mark(period, triggerDate, context);
    return new CommandOutcome(
      {
        period: { id: period.id, from: period.from, to: period.to, type: period.type },
        invoices: opened,
        message: INVOICE_MESSAGES.triggered,
      },
      marked ?? position,
      [INVOICES],
    );
  }

  /**
   * Opens each client's invoice unless its stream exists (another run made
   * it): ids are taken only for the new ones, and all are appended in one
   * statement, each at no_stream (a racing run's stream stands).
   */
  private async open(
    clients: readonly InvoiceClient[],
    period: AccountingPeriod,
    context: CommandContext,
  ): Promise<{ opened: number; position: Position | undefined }> {
    const fresh: { client: InvoiceClient; stream: string; state: InvoiceState }[] = [];
    await inLanes(clients, PARALLEL_LOADS, async (client) => {
      const stream = invoiceStream(client.clientId, period.id);
      const { state, revision } = await this.streams.load(stream);
      if (revision === -1) fresh.push({ client, stream, state });
    });
    const ids = await this.streams.nextInvoiceIds(fresh.length);
    const outcomes = await this.streams.appendMany(
      fresh.map(({ client, stream, state }, i) => ({
        streamId: stream,
        revision: -1,
        events: openInvoice(state, { invoiceId: ids[i]!, client, period }),
      })),
      context,
    );
    let opened = 0;
    let position: Position | undefined;
    for (const outcome of outcomes) {
      if (outcome instanceof WrongExpectedRevisionError) continue;
      opened++;
      if (!position || comparePositions(outcome, position) > 0) position = outcome;
    }
    return { opened, position };
  }

  /** The period's mark, last: of racing runs exactly one records it (no_stream), the others find it made. */
  private async mark(period: AccountingPeriod, triggerDate: string, context: CommandContext) {
    const { state, revision } = await this.streams.loadRun(period);
    try {
      return await this.streams.appendRun(period, revision, markRunTriggered(state, period, triggerDate), context);
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) return undefined;
      throw error;
    }
  }
}
