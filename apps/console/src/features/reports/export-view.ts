import {
  DOWNLOADABLE_EXPORT_STATUSES,
  STANDARD_EXPORT_TYPES,
  type ExportStatus,
  type ExportType,
  type ExportView,
} from '@parcel/contracts';
import { ROLES, type Role } from '@parcel/domain';

/** How a status is drawn: its label key (reports.status.*) and colour; 'downloaded with error' is a warning of its own. */
export type StatusLook = { readonly key: ExportStatus | 'downloaded_with_error'; readonly color: string; readonly tooltip: string | null };

/** Shades whose text (white or black, the badge picks) meets WCAG AA contrast. */
const COLORS: Record<ExportStatus, string> = {
  order_accepted: 'gray.7',
  accounting: 'blue.8',
  generated: 'teal.9',
  downloaded: 'green.6',
  validated: 'green.6',
  validation_error: 'orange.6',
  verified: 'green.6',
  internal_error: 'red.9',
  file_deleted: 'gray.7',
};

export function statusLook(view: Pick<ExportView, 'status' | 'error'>): StatusLook {
  if (view.status === 'downloaded' && view.error) return { key: 'downloaded_with_error', color: 'yellow.5', tooltip: view.error };
  return { key: view.status, color: COLORS[view.status], tooltip: null };
}

/** spec/01 §4: progress only while accounting and when the total is known; a percent rounded to 2 decimals. */
export function progressPercent(view: Pick<ExportView, 'status' | 'performed_count' | 'total_count'>): number | null {
  if (view.status !== 'accounting' || view.total_count <= 0) return null;
  const percent = Math.min(100, Math.max(0, (view.performed_count / view.total_count) * 100));
  return Math.round(percent * 100) / 100;
}

/** Rows still being made: the list polls (the live notices' fallback) while one is shown. */
export const isInProgress = (status: ExportStatus): boolean => status === 'order_accepted' || status === 'accounting';

export const isDownloadable = (status: ExportStatus): boolean => DOWNLOADABLE_EXPORT_STATUSES.includes(status);

export const isStandardType = (type: ExportType): boolean => (STANDARD_EXPORT_TYPES as readonly ExportType[]).includes(type);

/** What happened to an order the user is waiting for, once its status is known. */
export type OrderOutcome = 'pending' | 'ready' | 'validation_error' | 'internal_error' | 'gone';

/**
 * spec/01 §4 (billing order flow) and spec/03 §4 (listing export): ready once the file can be taken,
 * validation_error a warning (the order ends), internal_error an error (the order is cleared).
 */
export function orderOutcome(status: ExportStatus): OrderOutcome {
  switch (status) {
    case 'order_accepted':
    case 'accounting':
      return 'pending';
    case 'generated':
    case 'validated':
    case 'downloaded':
    case 'verified':
      return 'ready';
    case 'validation_error':
      return 'validation_error';
    case 'internal_error':
      return 'internal_error';
    case 'file_deleted':
      return 'gone';
    default: {
      const never: never = status;
      return never;
    }
  }
}

/**
 * Who sees "Moje raporty" (spec/01 §2, §6): admins always; clients when they have a report (the count is
 * fetched); warehouse workers never fetch it, so they see it only after ordering a report in this session.
 */
export type EntryRule = 'always' | 'when_count' | 'when_ordered';
export function entryRule(role: Role): EntryRule {
  if (role === ROLES.admin) return 'always';
  if (role === ROLES.warehouse_worker) return 'when_ordered';
  return 'when_count';
}

/** What a click on a row does: clients download, staff expand (spec/01 §2). */
export const rowClickDownloads = (role: Role): boolean => role === ROLES.client;

/** The expanded row shows the validation errors (and the download button) to staff when there are errors. */
export const showsValidationErrors = (role: Role, view: Pick<ExportView, 'errors_count'>): boolean =>
  role !== ROLES.client && view.errors_count > 0;

export const EXPORTS_PAGE_SIZE = 10;
/** The second column, the creation date, descending (spec/01 §9). */
export const EXPORTS_DEFAULT_ORDER = { column: 'created_at', dir: 'desc' } as const;
/** spec/01 §9. */
export const EXPORTS_REFRESH_DEBOUNCE_MS = 100;
export const ORDER_POLL_MS = 5_000;
