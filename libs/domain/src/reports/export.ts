import { DomainError, assertNever } from '../shared/errors.js';
import type { ExportEvent, ExportOrderedData, ExportStatus, ExportValidationErrorData } from './export.events.js';
import { EXPORT_NOT_READY_MESSAGE } from './reports.errors.js';

/**
 * An export's life (docs/reports.md "Statuses"), decided on its own stream:
 *
 *   (none) --ExportOrdered--> order_accepted --ExportStarted--> accounting (progress, validation errors)
 *   accounting --ExportGenerated--> validated (no validation error) | validation_error (some)
 *   order_accepted | accounting --ExportFailed--> internal_error (a build error, or MAX attempts used up)
 *   accounting --ExportStarted (a new attempt: its worker died)--> accounting, errors and progress reset
 *   validated | validation_error | generated --first ExportDownloaded--> downloaded (errors_count keeps "with error")
 *
 * generated, verified and file_deleted are statuses of the spec this engine does
 * not enter (each report validates while it writes; billing's later steps and
 * file retention are the pricing issue's).
 */
export interface ExportState {
  readonly order: ExportOrderedData | null;
  readonly status: ExportStatus | null;
  /** Attempts started so far. */
  readonly attempts: number;
  readonly performedCount: number;
  readonly totalCount: number;
  /** The current attempt's validation errors: id -> reviewed. */
  readonly errors: ReadonlyMap<number, boolean>;
  readonly file: string | null;
  readonly error: string | null;
  readonly usedForInvoice: boolean;
}

export const initialExportState: ExportState = {
  order: null,
  status: null,
  attempts: 0,
  performedCount: 0,
  totalCount: 0,
  errors: new Map(),
  file: null,
  error: null,
  usedForInvoice: false,
};

/** Statuses whose file can be downloaded (spec/01 §4). */
export const DOWNLOADABLE_STATUSES: readonly ExportStatus[] = ['validated', 'validation_error', 'downloaded', 'generated'];
/** Statuses of an export the worker has still to finish. */
export const PENDING_STATUSES: readonly ExportStatus[] = ['order_accepted', 'accounting'];

/** Attempts a report gets: a worker that dies mid-report leaves it to the next one, this many times. */
export const MAX_EXPORT_ATTEMPTS = 3;

export function evolveExport(state: ExportState, event: ExportEvent): ExportState {
  switch (event.type) {
    case 'ExportOrdered':
      return { ...initialExportState, order: event.data, status: 'order_accepted' };
    case 'ExportStarted':
      return { ...state, status: 'accounting', attempts: event.data.attempt, performedCount: 0, totalCount: 0, errors: new Map() };
    case 'ExportProgressed':
      return { ...state, performedCount: event.data.performedCount, totalCount: event.data.totalCount };
    case 'ExportValidationErrorsFound': {
      const errors = new Map(state.errors);
      for (const error of event.data.errors) errors.set(error.id, false);
      return { ...state, errors };
    }
    case 'ExportGenerated':
      return {
        ...state,
        status: event.data.errorsCount > 0 ? 'validation_error' : 'validated',
        file: event.data.file,
        performedCount: event.data.rows,
        totalCount: Math.max(state.totalCount, event.data.rows),
      };
    case 'ExportFailed':
      return { ...state, status: 'internal_error', error: event.data.error };
    case 'ExportDownloaded':
      return { ...state, status: 'downloaded' };
    case 'ExportUsedForInvoiceChanged':
      return { ...state, usedForInvoice: event.data.usedForInvoice };
    case 'ExportValidationErrorReviewed': {
      const errors = new Map(state.errors);
      errors.set(event.data.validationErrorId, event.data.reviewed);
      return { ...state, errors };
    }
    default:
      return assertNever(event);
  }
}

const ordered = (state: ExportState): ExportOrderedData => {
  if (!state.order) throw new DomainError('export_not_found');
  return state.order;
};
const pending = (state: ExportState) => state.status !== null && PENDING_STATUSES.includes(state.status);
/** Whether the worker's attempt is still the export's current one (a worker that lost its lease is not). */
const current = (state: ExportState, attempt: number) => state.status === 'accounting' && state.attempts === attempt;

/** Records an order (the checks of who may order what are exportOrderRules'). */
export function orderExport(state: ExportState, order: ExportOrderedData): ExportEvent[] {
  if (state.order) return [];
  return [{ type: 'ExportOrdered', data: order }];
}

/**
 * A worker takes the export up: a new attempt, or internal_error when the
 * attempts are used up (each earlier one died mid-report). Nothing for an
 * export that is finished already (a replayed order).
 */
export function startExport(state: ExportState, maxAttempts: number = MAX_EXPORT_ATTEMPTS): ExportEvent[] {
  const { identifier } = ordered(state);
  if (!pending(state)) return [];
  if (state.attempts >= maxAttempts)
    return [{ type: 'ExportFailed', data: { identifier, attempt: state.attempts, error: 'attempts_exhausted' } }];
  return [{ type: 'ExportStarted', data: { identifier, attempt: state.attempts + 1 } }];
}

export function recordExportProgress(state: ExportState, attempt: number, performedCount: number, totalCount: number): ExportEvent[] {
  const { identifier } = ordered(state);
  if (!current(state, attempt)) return [];
  return [{ type: 'ExportProgressed', data: { identifier, attempt, performedCount, totalCount } }];
}

export function recordValidationErrors(state: ExportState, attempt: number, errors: readonly ExportValidationErrorData[]): ExportEvent[] {
  const { identifier } = ordered(state);
  if (!current(state, attempt) || errors.length === 0) return [];
  return [{ type: 'ExportValidationErrorsFound', data: { identifier, attempt, errors: [...errors] } }];
}

export function generateExport(state: ExportState, attempt: number, file: { file: string; bytes: number; rows: number }): ExportEvent[] {
  const { identifier } = ordered(state);
  if (!current(state, attempt)) return [];
  return [{ type: 'ExportGenerated', data: { identifier, attempt, ...file, errorsCount: state.errors.size } }];
}

/** A report that cannot be built (an error of the build, not of a dying worker) ends as internal_error. */
export function failExport(state: ExportState, attempt: number, error: string): ExportEvent[] {
  const { identifier } = ordered(state);
  if (!current(state, attempt)) return [];
  return [{ type: 'ExportFailed', data: { identifier, attempt, error } }];
}

/** A download: refused unless the file is ready; the first one moves the export to downloaded. */
export function downloadExport(state: ExportState): ExportEvent[] {
  const { identifier } = ordered(state);
  if (state.status === null || !DOWNLOADABLE_STATUSES.includes(state.status) || state.file === null)
    throw new DomainError('export_not_ready', { message: EXPORT_NOT_READY_MESSAGE });
  return state.status === 'downloaded' ? [] : [{ type: 'ExportDownloaded', data: { identifier } }];
}

export function changeUsedForInvoice(state: ExportState, usedForInvoice: boolean): ExportEvent[] {
  const { identifier } = ordered(state);
  return state.usedForInvoice === usedForInvoice ? [] : [{ type: 'ExportUsedForInvoiceChanged', data: { identifier, usedForInvoice } }];
}

export function reviewValidationError(state: ExportState, validationErrorId: number, reviewed: boolean): ExportEvent[] {
  const { identifier } = ordered(state);
  const now = state.errors.get(validationErrorId);
  if (now === undefined) throw new DomainError('export_validation_error_not_found');
  return now === reviewed ? [] : [{ type: 'ExportValidationErrorReviewed', data: { identifier, validationErrorId, reviewed } }];
}
