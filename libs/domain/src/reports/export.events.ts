/** Report types (spec/03 §2, spec/01 §3); the billing statement is built on this engine by the pricing issue. */
export const REPORT_TYPES = [
  'standard_from_filters',
  'standard_from_filters_with_accounting',
  'invoiced_parcels_with_problem_return_to_client_decision',
  'employee_activity',
  'billing',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** The two reports of the listing's rows: they take the listing's dates, never custom ones. */
export const STANDARD_REPORT_TYPES: readonly ReportType[] = ['standard_from_filters', 'standard_from_filters_with_accounting'];

/** Export statuses (spec/01 §4). */
export type ExportStatus =
  | 'order_accepted'
  | 'accounting'
  | 'generated'
  | 'downloaded'
  | 'validated'
  | 'validation_error'
  | 'verified'
  | 'internal_error'
  | 'file_deleted';

export interface ExportValidationErrorData {
  id: number;
  type: string;
  internalWaybill: string | null;
  parcelInternalNumbers: string[];
  additionalData: Record<string, unknown>;
}

export interface ExportOrderedData {
  identifier: string;
  exportId: number;
  type: ReportType;
  name: string;
  criteria: Record<string, unknown> | null;
  start: string;
  end: string;
  custom: boolean;
  reAccount: boolean;
  userId: string;
  role: number;
  clientId: number | null;
  clientName: string | null;
}

/** The events of an export's stream (`export-<uuid>`). */
export type ExportEvent =
  | { type: 'ExportOrdered'; data: ExportOrderedData }
  | { type: 'ExportStarted'; data: { identifier: string; attempt: number } }
  | { type: 'ExportProgressed'; data: { identifier: string; attempt: number; performedCount: number; totalCount: number } }
  | { type: 'ExportValidationErrorsFound'; data: { identifier: string; attempt: number; errors: ExportValidationErrorData[] } }
  | {
      type: 'ExportGenerated';
      data: { identifier: string; attempt: number; file: string; bytes: number; rows: number; errorsCount: number };
    }
  | { type: 'ExportFailed'; data: { identifier: string; attempt: number; error: string } }
  | { type: 'ExportDownloaded'; data: { identifier: string } }
  | { type: 'ExportUsedForInvoiceChanged'; data: { identifier: string; usedForInvoice: boolean } }
  | { type: 'ExportValidationErrorReviewed'; data: { identifier: string; validationErrorId: number; reviewed: boolean } };

export const exportStream = (identifier: string): string => `export-${identifier}`;
