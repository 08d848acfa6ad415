import { DomainError } from '../shared/errors.js';
import { ROLES, type Role } from '../shared/roles.js';
import { EXPORT_PROCESSABLE_MESSAGE } from './reports.errors.js';
import { STANDARD_REPORT_TYPES, type ReportType } from './export.events.js';

/** Types this engine builds now; billing is the pricing issue's. */
export const BUILT_REPORT_TYPES: readonly ReportType[] = [
  'standard_from_filters',
  'standard_from_filters_with_accounting',
  'invoiced_parcels_with_problem_return_to_client_decision',
  'employee_activity',
];

export interface ExportOrderFacts {
  readonly type: ReportType;
  /** Ordered through POST /custom (custom dates). */
  readonly custom: boolean;
  readonly role: Role;
  /** criteria.processable was given (0 or 1). */
  readonly processable: boolean;
  /** criteria.type: the listing the rows come from. */
  readonly listType: 'parcels' | 'shipments';
  readonly start: string;
  readonly end: string;
}

export const isStandardReport = (type: ReportType): boolean => STANDARD_REPORT_TYPES.includes(type);

/**
 * Who may order what (spec/03 §2, §8; docs/decisions.md "Reports (issue 12 §2)"):
 * - billing is not built yet: 422 on type;
 * - custom dates only for the non-standard types: 422 on type;
 * - the end not before the start: 422 on end;
 * - clients order only standard_from_filters (of their own rows): 403;
 * - processable is a filter of the parcels listing for staff: set on a
 *   non-standard type, on the shipments listing or by a client, the report
 *   cannot honour it: 406 with the spec's message.
 */
export function exportOrderRules(facts: ExportOrderFacts): void {
  if (!BUILT_REPORT_TYPES.includes(facts.type)) throw new DomainError('export_type_not_available');
  if (facts.custom && isStandardReport(facts.type)) throw new DomainError('export_custom_dates_not_allowed');
  if (facts.start > facts.end) throw new DomainError('export_dates_invalid');
  if (facts.role === ROLES.client && facts.type !== 'standard_from_filters') throw new DomainError('export_type_not_allowed');
  if (facts.processable && (!isStandardReport(facts.type) || facts.listType === 'shipments' || facts.role === ROLES.client))
    throw new DomainError('export_processable_not_supported', { message: EXPORT_PROCESSABLE_MESSAGE });
}

const LABELS: Record<ReportType, string> = {
  standard_from_filters: 'Zestawienie przesyłek',
  standard_from_filters_with_accounting: 'Zestawienie przesyłek z rozliczeniem',
  invoiced_parcels_with_problem_return_to_client_decision: 'Przesyłki z decyzją zwrotu do klienta',
  employee_activity: 'Aktywność pracowników',
  billing: 'Zestawienie do rozliczeń',
};

/** The export's name in the list: the type's Polish label and its days. */
export function reportName(type: ReportType, start: string, end: string): string {
  return `${LABELS[type]} ${start === end ? start : `${start} – ${end}`}`;
}

/** The file's name for a download: the type and the days, ASCII only. */
export function reportFileName(type: ReportType, start: string, end: string): string {
  return `${type}-${start}${start === end ? '' : `-${end}`}.xlsx`;
}
