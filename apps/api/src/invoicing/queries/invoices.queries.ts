import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { DataTableResponse, InvoiceDetail, InvoiceListRequest, InvoiceRow } from '@parcel/contracts';
import { canReissue, DomainError, type InvoiceStatus } from '@parcel/domain';
import type { InvoiceTable, ReadModelDb } from '@parcel/read-models';
import type { Selectable } from 'kysely';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { runDataTable, type DataTableSpec } from '../../http/data-table.js';
import { INFRA } from '../../shared/tokens.js';

type Row = Selectable<InvoiceTable> & { client_name: string };

const rowOf = (r: Row): InvoiceRow => ({
  id: r.id,
  client_id: r.client_id,
  client_name: r.client_name,
  status: r.status as InvoiceRow['status'],
  issue_date: r.issue_date,
  period_from: r.period_from,
  period_to: r.period_to,
  period_type: r.period_type as InvoiceRow['period_type'],
  total_anmount: r.total_amount,
  total_amount: r.total_amount,
  currency: r.currency,
  invoice_number: r.invoice_number,
});

/**
 * The list's columns (spec/03 §2: client name, status, issue date, billing
 * period, gross amount, invoice number); the default order is column 3, the
 * billing period, newest first. The period sorts by its first day and then
 * the id (period_order), so invoices of one period page without overlaps.
 */
const TABLE: DataTableSpec<InvoiceRow> = {
  columns: [
    { name: 'client_name', sql: 'c.name' },
    { name: 'status', sql: 'i.status' },
    { name: 'issue_date', sql: 'i.issue_date' },
    { name: 'period', sql: 'period_order' },
    { name: 'total_anmount', sql: 'i.total_amount' },
    { name: 'invoice_number', sql: 'i.invoice_number' },
  ],
  defaultOrder: { column: 'period', dir: 'desc' },
  searchable: ['c.name', 'i.invoice_number'],
  toRow: rowOf,
};

/** The period's first day, then the id: the default order without ties (the expression of invoices_period_order_idx). */
const periodOrder = sql<string>`i.period_from || lpad(i.id::text, 10, '0')`;

/** Reads of the invoices read model; the client's name comes from the clients read model. */
@Injectable()
export class InvoicesQueries {
  private readonly db: ReadModelDb;
  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  private withClient() {
    return this.db
      .selectFrom('invoices as i')
      .innerJoin('clients as c', 'c.id', 'i.client_id')
      .selectAll('i')
      .select('c.name as client_name');
  }

  /** POST app/v1/invoice/list: the table protocol, 25 a page, filtered by status and accounting period. */
  list(request: InvoiceListRequest): Promise<DataTableResponse<InvoiceRow>> {
    let base = this.withClient().select(periodOrder.as('period_order'));
    if (request.status) base = base.where('i.status', '=', request.status);
    if (request.accounting_period_id !== undefined) base = base.where('i.period_id', '=', request.accounting_period_id);
    return runDataTable(base, request, TABLE);
  }

  async row(id: number): Promise<Row> {
    const row = await this.withClient().where('i.id', '=', id).executeTakeFirst();
    if (!row) throw new DomainError('invoice_not_found');
    return row;
  }

  /** GET app/v1/invoice/{id}. */
  async detail(id: number): Promise<InvoiceDetail> {
    const row = await this.row(id);
    const [statement, emails] = await Promise.all([
      row.statement_identifier
        ? this.db
            .selectFrom('exports')
            .select(['identifier', 'status', 'name'])
            .where('identifier', '=', row.statement_identifier)
            .executeTakeFirst()
        : undefined,
      this.db.selectFrom('invoice_emails').select(['address', 'sent_at']).where('invoice_id', '=', id).orderBy('address').execute(),
    ]);
    return {
      ...rowOf(row),
      external_id: row.external_id === null ? null : Number(row.external_id),
      payment_to_date: row.payment_to_date,
      // One mail per invoice: its id is the invoice's once mailed.
      email_id: emails.length > 0 ? row.id : null,
      view_url: row.view_url,
      exported_file: statement ?? null,
      emails: emails.map((e) => ({ name: row.client_name, address: e.address, sent_at: new Date(e.sent_at).toISOString() })),
      reissuable: canReissue(row.status as InvoiceStatus),
      error: row.error,
      attempt: row.attempt,
    };
  }

  /** The statement's validation error `errorId`, when it belongs to the invoice's statement (else not found). */
  async checkValidationError(invoiceId: number, errorId: number): Promise<void> {
    const { statement_identifier } = await this.row(invoiceId);
    const found = statement_identifier
      ? await this.db
          .selectFrom('export_validation_errors')
          .select('id')
          .where('id', '=', errorId)
          .where('identifier', '=', statement_identifier)
          .executeTakeFirst()
      : undefined;
    if (!found) throw new DomainError('export_validation_error_not_found');
  }

  /**
   * GET app/v2/shipment/{n}/invoices: the issued (or sent) invoices of the
   * shipment's client whose period covers the day the shipment was accounted
   * on; derived, so no invoice stores its shipments.
   */
  async ofShipment(shipmentId: number, clientId: number): Promise<{ data: { id: number; number: string; issue_date: string }[] }> {
    const accounted = await this.db
      .selectFrom('shipment_accounting')
      .select('accounted_on')
      .where('shipment_id', '=', shipmentId)
      .where('side', '=', 'income')
      .executeTakeFirst();
    if (!accounted) return { data: [] };
    const rows = await this.db
      .selectFrom('invoices')
      .select(['id', 'invoice_number', 'issue_date'])
      .where('client_id', '=', clientId)
      .where('period_from', '<=', accounted.accounted_on)
      .where('period_to', '>=', accounted.accounted_on)
      .where('status', 'in', ['issued', 'send'])
      .orderBy('period_from')
      .orderBy('id')
      .execute();
    return { data: rows.map((r) => ({ id: r.id, number: r.invoice_number ?? '', issue_date: r.issue_date ?? '' })) };
  }
}
