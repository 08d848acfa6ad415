import type { ExportType, ListingCriteria } from '@parcel/contracts';
import { ROLES, type Role } from '@parcel/domain';
import { isStandardType } from './export-view';

/** The report types a listing offers staff (spec/03 §9); billing is ordered from the client card. */
export const LISTING_REPORT_TYPES = [
  'standard_from_filters',
  'standard_from_filters_with_accounting',
  'invoiced_parcels_with_problem_return_to_client_decision',
  'employee_activity',
] as const satisfies readonly ExportType[];

/** Who orders from the listing (spec/03 §2 "download report (admin and client)"); clients without a choice. */
export const mayOrderReports = (role: Role): boolean => role === ROLES.admin || role === ROLES.client;
export const ordersDirectly = (role: Role): boolean => role === ROLES.client;

/** What is sent: POST app/v1/export for the standard types (the listing's dates), POST /custom with own dates otherwise. */
export type ReportOrder =
  | { readonly path: 'standard'; readonly type: ExportType; readonly criteria: ListingCriteria }
  | {
      readonly path: 'custom';
      readonly type: ExportType;
      readonly start: string;
      readonly end: string;
      readonly criteria: ListingCriteria;
    };

export function reportOrder(type: ExportType, criteria: ListingCriteria, dates: { start: string; end: string }): ReportOrder {
  return isStandardType(type)
    ? { path: 'standard', type, criteria }
    : { path: 'custom', type, start: dates.start, end: dates.end, criteria };
}

/** The custom dates start as the listing's range (today when it has none). */
export function defaultDates(criteria: Pick<ListingCriteria, 'start' | 'end'>, today: string): { start: string; end: string } {
  return { start: criteria.start ?? today, end: criteria.end ?? criteria.start ?? today };
}

/** A custom range needs both days, the end not before the start. */
export function datesProblem(dates: { start: string; end: string }): 'required' | 'end_before_start' | null {
  if (!dates.start || !dates.end) return 'required';
  return dates.end < dates.start ? 'end_before_start' : null;
}

export { warsawToday } from '@/shared/forms/date-input';
