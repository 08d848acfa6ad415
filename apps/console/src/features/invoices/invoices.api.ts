import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  accountingPeriodView,
  dataTableResponseOf,
  invoiceDetail,
  invoiceRow,
  invoiceTriggerResponse,
  messageResponse,
  type AccountingPeriodView,
  type DataTableRequest,
  type ExportValidationError,
  type InvoiceTriggerRequest,
} from '@parcel/contracts';
import { call } from '@/shared/api/http';
import type { InvoiceStatus } from './invoice-status';

/**
 * The invoicing calls (libs/contracts/src/http/invoicing.ts). Every query key starts with 'invoices', the
 * read model's name: its live notices refresh the list, the detail and the accountable periods (a trigger
 * makes a period no longer accountable).
 */
const BASE = 'app/v1/invoice';
const invoicesPage = dataTableResponseOf(invoiceRow);

export type PeriodType = AccountingPeriodView['type'];
export const PERIOD_TYPES: readonly PeriodType[] = ['weekly', 'monthly'];

export interface InvoiceFilters {
  readonly status?: InvoiceStatus;
  readonly period?: number;
}

export const invoicesTableQuery = (filters: InvoiceFilters) => (request: DataTableRequest) =>
  queryOptions({
    queryKey: ['invoices', 'list', { status: filters.status ?? null, period: filters.period ?? null, request }],
    queryFn: ({ signal }) =>
      call('POST', `${BASE}/list`, {
        body: { ...request, status: filters.status, accounting_period_id: filters.period },
        schema: invoicesPage,
        signal,
      }),
  });

export const invoiceQuery = (id: number) =>
  queryOptions({
    queryKey: ['invoices', 'one', id],
    queryFn: ({ signal }) => call('GET', `${BASE}/${id}`, { schema: invoiceDetail, signal }),
  });

const validationErrorRow = z.object({
  id: z.number(),
  validationErrorId: z.number(),
  type: z.string(),
  internalWaybill: z.string().nullable().catch(null),
  parcelInternalNumbers: z.array(z.string()).catch([]),
  reviewed: z.boolean(),
  additionalData: z.record(z.string(), z.unknown()).catch({}),
}) satisfies z.ZodType<ExportValidationError>;

export const invoiceValidationErrorsQuery = (id: number) =>
  queryOptions({
    queryKey: ['invoices', 'validation-errors', id],
    queryFn: ({ signal }) => call('GET', `${BASE}/${id}/validation_errors`, { schema: z.array(validationErrorRow), signal }),
  });

/** The last finished periods of a type, newest first (the period filter). */
export const pastPeriodsQuery = (type: PeriodType) =>
  queryOptions({
    queryKey: ['invoices', 'periods', type, 'past'],
    queryFn: ({ signal }) => call('GET', `app/v1/accounting/periods/${type}/past`, { schema: z.array(accountingPeriodView), signal }),
  });

/** The period a trigger of this type would invoice now, or null (none finished yet, or its run was triggered). */
export const accountablePeriodQuery = (type: PeriodType) =>
  queryOptions({
    queryKey: ['invoices', 'periods', type, 'accountable'],
    queryFn: ({ signal }) =>
      call('GET', `app/v1/accounting/periods/${type}/accountable`, { schema: accountingPeriodView.nullable().catch(null), signal }),
  });

/** POST trigger: 202 with the period and how many invoices were opened; 409 buffer parcels, 410 price lists to check. */
export const triggerInvoicing = (body: InvoiceTriggerRequest) => call('POST', `${BASE}/trigger`, { body, schema: invoiceTriggerResponse });

/** DELETE invoice/ {id}: issue the invoice again (a new attempt from its statement). */
export const reissueInvoice = (id: number) => call('DELETE', `${BASE}/`, { body: { id }, schema: messageResponse });

export const reviewValidationError = (invoiceId: number, errorId: number, reviewed: boolean) =>
  call('PATCH', `${BASE}/${invoiceId}/validation_errors`, { body: { id: errorId, reviewed } });

async function withPublicToken(path: string): Promise<string> {
  const { token } = (await call('GET', 'public_token')) as { token: string };
  return `/api/${path}?${new URLSearchParams({ _public_token: token })}`;
}

/** The invoice's PDF and its billing statement, each behind a fresh public file token (for a new window). */
export const invoicePdfUrl = (id: number) => withPublicToken(`${BASE}/${id}/download`);
export const statementFileUrl = (id: number) => withPublicToken(`${BASE}/${id}/exported_file_download`);
