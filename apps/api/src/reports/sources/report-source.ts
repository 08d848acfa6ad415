import type { ExportOrderedData, ExportValidationErrorData } from '@parcel/domain';
import type { ReportColumn } from '../worker/report-workbook.js';

/** A validation error as a report finds it (the worker gives it its number). */
export type FoundValidationError = Omit<ExportValidationErrorData, 'id'>;

export type ReportRow = Readonly<Record<string, unknown>>;

/**
 * What one report type gives the engine: its sheet and columns, how many rows
 * (for the progress), the rows in batches (a cursor or keyset pages: never all
 * at once), and optionally the validation errors of a batch or of the whole.
 */
export interface ReportSource {
  readonly sheet: string;
  readonly columns: readonly ReportColumn[];
  count(): Promise<number>;
  batches(size: number): AsyncIterable<readonly ReportRow[]>;
  check?(rows: readonly ReportRow[]): FoundValidationError[];
  finish?(): FoundValidationError[] | Promise<FoundValidationError[]>;
}

/** Makes the source of an order's type (one per report type). */
export interface ReportSourceFactory {
  readonly types: readonly ExportOrderedData['type'][];
  create(order: ExportOrderedData): ReportSource;
}
