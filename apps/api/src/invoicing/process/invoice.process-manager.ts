import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  calendarDateIn,
  evolveExport,
  exportStream,
  initialExportState,
  invoiceAmounts,
  invoiceDueDate,
  invoiceStream,
  invoiceVatRateOf,
  orderStatement,
  ratesOn,
  recordClientIdMissing,
  recordInvoiceIssued,
  recordInvoiceMailed,
  recordIssueRefused,
  recordStatementRejected,
  recordStatementValidated,
  type InvoiceEvent,
  type InvoiceOpenedData,
} from '@parcel/domain';
import type { RecordedEvent } from '@parcel/event-store';
import type { ProcessManager } from '@parcel/read-models';
import { reactionContext } from '../../cqrs/command-context.js';
import { derivedEventId, EventSourced } from '../../cqrs/event-sourced.js';
import { OrderExportCommand } from '../../reports/order-export/order-export.js';
import { INVOICING_SERVICE, InvoicingDuplicate, InvoicingRejected, type InvoicingService, type IssuedInvoice } from '../invoicing-port.js';
import { InvoicingFacts, type InvoicingClient } from '../invoicing-facts.js';
import { InvoiceStreams } from '../invoice-streams.js';
import { statementPeriod, SYSTEM_ORDERER } from './statement-of.js';

export const INVOICE_PROCESS = 'invoice-process';
/** Invoices moved at once: their steps wait mostly on the invoicing service (~100 ms a call). */
const INVOICES_AT_ONCE = 8;

const hasClientId = (client: InvoicingClient | undefined): boolean => (client?.parameters.FAKTUROWNIA_ID ?? '') !== '';

/**
 * The invoice process (docs/invoicing.md "The process"): an opened (or
 * re-issued) invoice orders its client's billing statement of the period; the
 * statement's result validates it (the amounts) or not; a validated invoice is
 * issued at the invoicing service under its stream id as oid; an issued one is
 * mailed. Each step loads the invoice, decides from its state (a replay finds
 * the step done and records nothing: the events' ids derive from the
 * triggering event's), and calls outside with keys that make a repeat
 * harmless (the statement's uuid derives from the event, the oid is the
 * stream). InvoicingUnavailable (and anything unexpected) throws: the runtime
 * retries, then parks the event in the dead letters. Eight invoices move at
 * once (a step decides from the state it loads, so the order across streams
 * is free); one stream's events are handled in their order.
 */
@Injectable()
export class InvoiceProcessManager implements ProcessManager {
  readonly name = INVOICE_PROCESS;
  readonly eventTypes = [
    'InvoiceOpened',
    'InvoiceReissueRequested',
    'ExportGenerated',
    'ExportFailed',
    'InvoiceStatementValidated',
    'InvoiceIssued',
  ];
  readonly concurrency = { width: INVOICES_AT_ONCE, keyOf: (event: RecordedEvent) => event.streamId };

  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(InvoiceStreams) private readonly streams: InvoiceStreams,
    @Inject(InvoicingFacts) private readonly facts: InvoicingFacts,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(INVOICING_SERVICE) private readonly service: InvoicingService,
  ) {}

  async handle(event: RecordedEvent): Promise<void> {
    switch (event.type) {
      case 'InvoiceOpened':
        return this.start(event, 1);
      case 'InvoiceReissueRequested':
        return this.start(event, (event.data as { attempt: number }).attempt);
      case 'ExportGenerated':
      case 'ExportFailed':
        return this.statementDone(event);
      case 'InvoiceStatementValidated':
        return this.issue(event);
      case 'InvoiceIssued':
        return this.mail(event);
      default:
        return;
    }
  }

  /** pending: missing_client_id without FAKTUROWNIA_ID, else the statement is recorded as ordered, then ordered. */
  private async start(event: RecordedEvent, attempt: number): Promise<void> {
    const stream = event.streamId;
    const { state, revision } = await this.streams.load(stream);
    // A later re-issue (or a replayed old event) is handled by its own event.
    if (state.attempt !== attempt || !state.opened) return;
    const identifier = derivedEventId(`${event.eventId}:statement`, 0);
    if (state.status === 'pending') {
      const client = await this.facts.client(state.opened.clientId);
      if (!hasClientId(client)) return this.record(stream, revision, recordClientIdMissing(state), event);
      // Recorded first, so the statement's result (after the order) always finds the invoice awaiting it.
      await this.record(stream, revision, orderStatement(state, identifier), event);
    } else if (state.status !== 'waiting_for_report' || state.statementIdentifier !== identifier) return;
    await this.orderStatement(state.opened, identifier, event);
  }

  /** The billing statement of the client and period, re_account false, ordered by the system; its uuid fixed (a repeat orders nothing). */
  private async orderStatement(invoice: InvoiceOpenedData, identifier: string, event: RecordedEvent): Promise<void> {
    await this.commands.execute(
      new OrderExportCommand(
        'billing',
        false,
        { client_id: invoice.clientId, start: invoice.periodFrom, end: invoice.periodTo, re_account: false },
        SYSTEM_ORDERER,
        reactionContext(event),
        identifier,
      ),
    );
  }

  /** The statement an invoice awaits is done: validated (the amounts) or not (its errors, or the report failed). */
  private async statementDone(event: RecordedEvent): Promise<void> {
    const { identifier } = event.data as { identifier: string };
    const exported = await this.es.load(exportStream(identifier), { initial: initialExportState, evolve: evolveExport });
    const of = statementPeriod(exported.state.order);
    if (!of) return;
    const stream = invoiceStream(of.clientId, of.period.id);
    const { state, revision } = await this.streams.load(stream);
    if (state.status !== 'waiting_for_report' || state.statementIdentifier !== identifier || !state.opened) return;
    const errorsCount = event.type === 'ExportGenerated' ? (event.data as { errorsCount: number }).errorsCount : 0;
    if (event.type === 'ExportFailed' || errorsCount > 0)
      return this.record(stream, revision, recordStatementRejected(state, { statementIdentifier: identifier, errorsCount }), event);
    const [incomes, table, client] = await Promise.all([
      this.facts.periodIncome(of.clientId, of.period),
      this.facts.exchangeRateTable(),
      this.facts.client(of.clientId),
    ]);
    const amounts = invoiceAmounts({
      incomes,
      invoiceCurrency: state.opened.currency,
      vat: invoiceVatRateOf(client?.parameters.INVOICING_VAT_RATE),
      rates: ratesOn(table, of.period.to),
      period: of.period,
    });
    const events =
      amounts.positions.length === 0
        ? recordStatementRejected(state, { statementIdentifier: identifier, errorsCount: 0 })
        : recordStatementValidated(state, {
            statementIdentifier: identifier,
            positions: amounts.positions,
            totalGross: amounts.totalGross,
          });
    await this.record(stream, revision, events, event);
  }

  /** report_validated: issued at the service under the oid (the stream id); a duplicate is the one made before; a 422 is kept for the admin. */
  private async issue(event: RecordedEvent): Promise<void> {
    const stream = event.streamId;
    const { state, revision } = await this.streams.load(stream);
    const { statementIdentifier } = event.data as { statementIdentifier: string };
    if (state.status !== 'report_validated' || state.statementIdentifier !== statementIdentifier || !state.opened) return;
    const client = await this.facts.client(state.opened.clientId);
    if (!client || !hasClientId(client)) return this.record(stream, revision, recordClientIdMissing(state), event);
    const issueDate = calendarDateIn(this.es.now());
    const dates = {
      issueDate,
      sellDate: state.opened.periodTo,
      paymentTo: invoiceDueDate(issueDate, await this.facts.nonWorkingDaysFrom(issueDate)),
    };
    let issued: IssuedInvoice;
    try {
      issued = await this.service.issueInvoice({
        oid: stream,
        kind: 'vat',
        ...dates,
        buyer: {
          name: client.name,
          taxNo: client.nip,
          country: client.country,
          postCode: client.postCode,
          city: client.city,
          street: client.street,
        },
        currency: state.opened.currency,
        positions: state.positions,
        clientExternalId: client.parameters.FAKTUROWNIA_ID!,
      });
    } catch (error) {
      if (error instanceof InvoicingDuplicate) issued = error.existing;
      else if (error instanceof InvoicingRejected)
        return this.record(stream, revision, recordIssueRefused(state, { message: error.message, fields: error.fields }), event);
      else throw error;
    }
    const { externalId, number, viewUrl, totalGross } = issued;
    await this.record(stream, revision, recordInvoiceIssued(state, { externalId, number, viewUrl, totalGross, ...dates }), event);
  }

  /** issued: the service mails it to INVOICING_EMAIL_ADDRESS, else the client's e-mail. */
  private async mail(event: RecordedEvent): Promise<void> {
    const stream = event.streamId;
    const { state, revision } = await this.streams.load(stream);
    if (state.status !== 'issued' || !state.issued || !state.opened) return;
    const client = await this.facts.client(state.opened.clientId);
    const address = client?.parameters.INVOICING_EMAIL_ADDRESS || client?.email || '';
    const sent = await this.service.sendByEmail(state.issued.externalId, [address]);
    await this.record(stream, revision, recordInvoiceMailed(state, { recipients: sent.to, sentAt: this.es.now().toISOString() }), event);
  }

  private async record(stream: string, revision: number, events: InvoiceEvent[], event: RecordedEvent): Promise<void> {
    await this.streams.append(stream, revision, events, reactionContext(event), { idempotencyKey: event.eventId });
  }
}
