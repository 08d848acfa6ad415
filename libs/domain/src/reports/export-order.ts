import { DomainError } from '../shared/errors.js';
import { ROLES, type Role } from '../shared/roles.js';
import { EXPORT_BUFFER_PARCELS_MESSAGE, EXPORT_PROCESSABLE_MESSAGE } from './reports.errors.js';
import { STANDARD_REPORT_TYPES, type ReportType } from './export.events.js';

/** Types this engine builds (every type of the spec). */
export const BUILT_REPORT_TYPES: readonly ReportType[] = [
  'standard_from_filters',
  'standard_from_filters_with_accounting',
  'invoiced_parcels_with_problem_return_to_client_decision',
  'employee_activity',
  'billing',
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
  /** Billing: the order names a client (client_id). */
  readonly hasClient?: boolean;
  /** Billing: the order gave both dates itself. */
  readonly datesGiven?: boolean;
  /** Billing: buffer parcels of the client still wait for their adoption. */
  readonly bufferParcelsWaiting?: boolean;
}

export const isStandardReport = (type: ReportType): boolean => STANDARD_REPORT_TYPES.includes(type);

/**
 * Who may order what (spec/03 §2, §8; docs/decisions.md "Reports (issue 12 §2)"):
 * - billing (the client card's billing modal) is the admins': 403 for
 *   others; it names its client (422 on client_id) and both dates (422 on
 *   start); while buffer parcels of the client wait for their adoption it is
 *   refused with 409 and the spec's message (spec/01 §7);
 * - custom dates only for the non-standard types: 422 on type;
 * - the end not before the start: 422 on end;
 * - clients order only standard_from_filters (of their own rows): 403;
 * - processable is a filter of the parcels listing for staff: set on a
 *   non-standard type, on the shipments listing or by a client, the report
 *   cannot honour it: 406 with the spec's message.
 */
export function exportOrderRules(facts: ExportOrderFacts): void {
  if (!BUILT_REPORT_TYPES.includes(facts.type)) throw new DomainError('export_type_not_available');
  if (facts.type === 'billing') return billingOrderRules(facts);
  if (facts.custom && isStandardReport(facts.type)) throw new DomainError('export_custom_dates_not_allowed');
  if (facts.start > facts.end) throw new DomainError('export_dates_invalid');
  if (facts.role === ROLES.client && facts.type !== 'standard_from_filters') throw new DomainError('export_type_not_allowed');
  if (facts.processable && (!isStandardReport(facts.type) || facts.listType === 'shipments' || facts.role === ROLES.client))
    throw new DomainError('export_processable_not_supported', { message: EXPORT_PROCESSABLE_MESSAGE });
}

function billingOrderRules(facts: ExportOrderFacts): void {
  if (facts.role !== ROLES.admin) throw new DomainError('export_type_not_allowed');
  if (!facts.hasClient) throw new DomainError('export_client_required');
  if (!facts.datesGiven) throw new DomainError('export_dates_required');
  if (facts.start > facts.end) throw new DomainError('export_dates_invalid');
  if (facts.bufferParcelsWaiting) throw new DomainError('export_buffer_parcels_waiting', { message: EXPORT_BUFFER_PARCELS_MESSAGE });
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
