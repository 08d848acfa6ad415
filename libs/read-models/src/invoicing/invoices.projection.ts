import { INVOICING_EVENT_TYPES } from '@parcel/contracts';
import { invoiceStream, type InvoiceEvent, type InvoiceRunEvent } from '@parcel/domain';
import type { RecordedEvent } from '@parcel/event-store';
import type { Projection } from '../projector/projection.js';

/** The name of the read model (live notifications, read-your-writes waits, console query keys); the changed ids are invoice ids. */
export const INVOICES = 'invoices';

/** Invoices from their streams, their mails, and the periods whose run was triggered. */
export const invoicesProjection: Projection = {
  name: INVOICES,
  eventTypes: INVOICING_EVENT_TYPES,
  tables: ['invoices', 'invoice_emails', 'invoice_runs'],
  async apply(db, recorded: RecordedEvent) {
    const event = { type: recorded.type, data: recorded.data } as InvoiceEvent | InvoiceRunEvent;
    const at = recorded.metadata.recordedAt;
    if (event.type === 'InvoiceRunTriggered') {
      const run = event.data;
      await db
        .insertInto('invoice_runs')
        .values({
          period_type: run.periodType,
          period_id: run.periodId,
          period_from: run.periodFrom,
          period_to: run.periodTo,
          trigger_date: run.triggerDate,
          triggered_at: at,
        })
        .onConflict((c) => c.columns(['period_type', 'period_id']).doNothing())
        .execute();
      return [`run-${run.periodType}-${run.periodId}`];
    }
    const { invoiceId } = event.data;
    const update = (values: Record<string, unknown>) =>
      db
        .updateTable('invoices')
        .set({ ...values, updated_at: at })
        .where('id', '=', invoiceId)
        .execute();
    switch (event.type) {
      case 'InvoiceOpened': {
        const o = event.data;
        await db
          .insertInto('invoices')
          .values({
            id: invoiceId,
            stream: invoiceStream(o.clientId, o.periodId),
            client_id: o.clientId,
            status: 'pending',
            period_id: o.periodId,
            period_type: o.periodType,
            period_from: o.periodFrom,
            period_to: o.periodTo,
            currency: o.currency,
            total_amount: null,
            positions: JSON.stringify([]),
            invoice_number: null,
            external_id: null,
            view_url: null,
            issue_date: null,
            sell_date: null,
            payment_to_date: null,
            statement_identifier: null,
            errors_count: 0,
            error: null,
            attempt: 1,
            created_at: at,
            updated_at: at,
          })
          .onConflict((c) => c.column('id').doNothing())
          .execute();
        break;
      }
      case 'InvoiceClientIdMissing':
        await update({ status: 'missing_client_id' });
        break;
      case 'InvoiceStatementOrdered':
        await update({
          status: 'waiting_for_report',
          statement_identifier: event.data.statementIdentifier,
          total_amount: null,
          positions: JSON.stringify([]),
          errors_count: 0,
          error: null,
        });
        break;
      case 'InvoiceStatementValidated':
        await update({ status: 'report_validated', total_amount: event.data.totalGross, positions: JSON.stringify(event.data.positions) });
        break;
      case 'InvoiceStatementRejected':
        await update({ status: 'report_validation_error', errors_count: event.data.errorsCount });
        break;
      case 'InvoiceIssueRefused':
        await update({ error: event.data.message });
        break;
      case 'InvoiceIssued': {
        const i = event.data;
        await update({
          status: 'issued',
          external_id: i.externalId,
          invoice_number: i.number,
          view_url: i.viewUrl,
          total_amount: i.totalGross,
          issue_date: i.issueDate,
          sell_date: i.sellDate,
          payment_to_date: i.paymentTo,
          error: null,
        });
        break;
      }
      case 'InvoiceMailed':
        await update({ status: 'send' });
        await db
          .insertInto('invoice_emails')
          .values(event.data.recipients.map((address) => ({ invoice_id: invoiceId, address, sent_at: event.data.sentAt })))
          .onConflict((c) => c.columns(['invoice_id', 'address']).doNothing())
          .execute();
        break;
      case 'InvoiceReissueRequested':
        await update({
          status: 'pending',
          attempt: event.data.attempt,
          statement_identifier: null,
          total_amount: null,
          positions: JSON.stringify([]),
          errors_count: 0,
          error: null,
        });
        break;
      default:
        return [];
    }
    return [String(invoiceId)];
  },
};
