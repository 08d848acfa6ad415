import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  billingPeriod,
  EXPORT_STATUSES,
  EXPORT_TYPES,
  exportOrderResponse,
  type DataTableRequest,
  type DataTableResponse,
  type ExportType,
  type ExportValidationError,
  type ExportView,
  type ListingCriteria,
} from '@parcel/contracts';
import { ApiError } from '@/shared/api/api-error';
import { call } from '@/shared/api/http';
import { EXPORTS_DEFAULT_ORDER, EXPORTS_PAGE_SIZE } from './export-view';

/** Base path of the exports (libs/contracts/src/http/exports.ts). Query keys start with the read model's name: live notices of `exports` refresh them. */
const BASE = 'app/v1/export';

const exportView = z.object({
  id: z.number(),
  identifier: z.string(),
  type: z.enum(EXPORT_TYPES),
  name: z.string(),
  created_at: z.string(),
  status: z.enum(EXPORT_STATUSES),
  error: z.string().nullable(),
  errors_count: z.number(),
  used_for_invoice: z.boolean(),
  client_id: z.number().nullable(),
  client_name: z.string().nullable(),
  performed_count: z.number(),
  total_count: z.number(),
}) satisfies z.ZodType<ExportView>;

const exportsPage = z.object({ draw: z.number(), data: z.array(exportView), recordsTotal: z.number(), recordsFiltered: z.number() });

/** The table request of a page (1-based) of the reports list: 10 rows, newest first (spec/01 §2, §9). */
export const exportsRequest = (page: number): DataTableRequest => ({
  draw: page,
  start: (page - 1) * EXPORTS_PAGE_SIZE,
  length: EXPORTS_PAGE_SIZE,
  order: [{ column: EXPORTS_DEFAULT_ORDER.column, dir: EXPORTS_DEFAULT_ORDER.dir }],
  search: { value: '' },
});

/** POST latest/: the caller's reports (admins: all), one page. */
export const exportsQuery = (request: DataTableRequest) =>
  queryOptions({
    queryKey: ['exports', 'latest', request],
    queryFn: ({ signal }) =>
      call('POST', `${BASE}/latest/`, { body: request, schema: exportsPage, signal }) as Promise<DataTableResponse<ExportView>>,
  });

/** Whether the caller has any report (one row asked for; recordsTotal counts them). Not for warehouse workers. */
export const hasReportsQuery = () =>
  queryOptions({
    queryKey: ['exports', 'count'],
    queryFn: async ({ signal }) => {
      const page = await call('POST', `${BASE}/latest/`, { body: { ...exportsRequest(1), length: 1 }, schema: exportsPage, signal });
      return page.recordsTotal > 0;
    },
    staleTime: 60_000,
  });

/** GET find/{uuid}: one export's status and progress (the 5 s poll of an order). */
export const exportQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['exports', 'find', uuid],
    queryFn: ({ signal }) => call('GET', `${BASE}/find/${encodeURIComponent(uuid)}`, { schema: exportView, signal }),
  });

const validationErrorRow = z.object({
  id: z.number(),
  validationErrorId: z.number(),
  type: z.string(),
  internalWaybill: z.string().nullable(),
  parcelInternalNumbers: z.array(z.string()),
  reviewed: z.boolean(),
  additionalData: z.record(z.string(), z.unknown()).catch({}),
}) satisfies z.ZodType<ExportValidationError>;

/** GET find/{uuid}/validation_errors (staff). */
export const validationErrorsQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['exports', 'validation-errors', uuid],
    queryFn: ({ signal }) =>
      call('GET', `${BASE}/find/${encodeURIComponent(uuid)}/validation_errors`, { schema: z.array(validationErrorRow), signal }),
  });

/** PATCH validation_error/ (staff). */
export const markReviewed = (id: number, reviewed: boolean) => call('PATCH', `${BASE}/validation_error/`, { body: { id, reviewed } });

/** PATCH / (admins). */
export const setUsedForInvoice = (id: number, usedForInvoice: boolean) =>
  call('PATCH', `${BASE}/`, { body: { id, used_for_invoice: usedForInvoice } });

/** POST / : a report of the listing's criteria; 406 when the criteria cannot make a file. */
export const orderExport = (type: ExportType, criteria: ListingCriteria) =>
  call('POST', `${BASE}`, { body: { type, criteria }, schema: exportOrderResponse });

/** POST /custom: a non-standard report over its own dates. */
export const orderCustomExport = (type: ExportType, start: string, end: string, criteria: ListingCriteria) =>
  call('POST', `${BASE}/custom`, { body: { type, start, end, criteria }, schema: exportOrderResponse });

/** The file's address with a fresh public file token (GET public_token), for a new window. */
export async function exportDownloadUrl(identifier: string): Promise<string> {
  const { token } = (await call('GET', 'public_token')) as { token: string };
  return `/api/${BASE}/download/${encodeURIComponent(identifier)}?${new URLSearchParams({ _public_token: token })}`;
}

/** POST / {type: billing}: the client's billing statement of a period (admins; 409 while buffer parcels wait). */
export const orderBilling = (clientId: number, start: string, end: string, reAccount: boolean) =>
  call('POST', `${BASE}`, { body: { type: 'billing', client_id: clientId, start, end, re_account: reAccount }, schema: exportOrderResponse });

/**
 * GET app/v1/client/findPeriod/{id}: the client's current billing period, null when it has none (404). The same
 * query key as the client card's period line, so both share one answer.
 */
export const clientBillingPeriodQuery = (clientId: number) =>
  queryOptions({
    queryKey: ['clients', 'billing-period', clientId],
    queryFn: async ({ signal }) => {
      try {
        return await call('GET', `app/v1/client/findPeriod/${clientId}`, { schema: billingPeriod, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
