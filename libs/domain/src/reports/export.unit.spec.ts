import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors.js';
import { ROLES } from '../shared/roles.js';
import type { ExportEvent, ExportOrderedData } from './export.events.js';
import {
  changeUsedForInvoice,
  downloadExport,
  evolveExport,
  failExport,
  generateExport,
  initialExportState,
  recordExportProgress,
  recordValidationErrors,
  reviewValidationError,
  startExport,
  type ExportState,
} from './export.js';
import { exportOrderRules, reportFileName, reportName, type ExportOrderFacts } from './export-order.js';
import { progressDue } from './progress.js';
import { spreadsheetCell } from './spreadsheet-cell.js';

const identifier = '6f1c0a52-7a3c-4c11-9d0e-2b1e7f3a9c10';
const order: ExportOrderedData = {
  identifier,
  exportId: 7,
  type: 'standard_from_filters',
  name: 'Zestawienie przesyłek 2026-11-24',
  criteria: { type: 'parcels' },
  start: '2026-11-24',
  end: '2026-11-24',
  custom: false,
  reAccount: false,
  userId: 'u-1',
  role: 3,
  clientId: 12,
  clientName: 'Sklep',
};
const given = (...events: ExportEvent[]): ExportState => events.reduce(evolveExport, initialExportState);
const ordered: ExportEvent = { type: 'ExportOrdered', data: order };
const started = (attempt: number): ExportEvent => ({ type: 'ExportStarted', data: { identifier, attempt } });
const anError = {
  id: 5,
  type: 'uncompleted_shipment_missing_parcel',
  internalWaybill: 'RE1',
  parcelInternalNumbers: ['P1', 'P2'],
  additionalData: {},
};
const generated = (errorsCount = 0): ExportEvent => ({
  type: 'ExportGenerated',
  data: { identifier, attempt: 1, file: `${identifier}.xlsx`, bytes: 10, rows: 3, errorsCount },
});
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as DomainError).code;
  }
  return undefined;
};

describe('an export, given its stream', () => {
  it('given an order, when a worker takes it up, then attempt 1 starts and the status is accounting', () => {
    const state = given(ordered);
    expect(state.status).toBe('order_accepted');
    expect(startExport(state)).toEqual([{ type: 'ExportStarted', data: { identifier, attempt: 1 } }]);
    expect(given(ordered, started(1)).status).toBe('accounting');
  });

  it('given an attempt that died, when another worker takes it up, then a second attempt starts afresh (errors and progress reset)', () => {
    const state = given(
      ordered,
      started(1),
      { type: 'ExportProgressed', data: { identifier, attempt: 1, performedCount: 50, totalCount: 100 } },
      { type: 'ExportValidationErrorsFound', data: { identifier, attempt: 1, errors: [anError] } },
    );
    expect(startExport(state)).toEqual([{ type: 'ExportStarted', data: { identifier, attempt: 2 } }]);
    const again = evolveExport(state, started(2));
    expect([again.performedCount, again.totalCount, again.errors.size]).toEqual([0, 0, 0]);
  });

  it('given three attempts that died, when a worker takes it up, then it ends as internal_error, never running forever', () => {
    const state = given(ordered, started(1), started(2), started(3));
    const events = startExport(state);
    expect(events).toEqual([{ type: 'ExportFailed', data: { identifier, attempt: 3, error: 'attempts_exhausted' } }]);
    expect(given(ordered, started(1), started(2), started(3), ...events).status).toBe('internal_error');
  });

  it('given a finished export, when its order is handled again (a replay), then nothing happens', () => {
    expect(startExport(given(ordered, started(1), generated()))).toEqual([]);
    expect(startExport(given(ordered, started(1), { type: 'ExportFailed', data: { identifier, attempt: 1, error: 'x' } }))).toEqual([]);
  });

  it('given no order, when anything is decided, then export_not_found', () => {
    expect(codeOf(() => startExport(initialExportState))).toBe('export_not_found');
    expect(codeOf(() => downloadExport(initialExportState))).toBe('export_not_found');
  });

  it('given an attempt superseded by a newer one, when its worker records anything, then nothing is recorded', () => {
    const state = given(ordered, started(1), started(2));
    expect(recordExportProgress(state, 1, 10, 20)).toEqual([]);
    expect(recordValidationErrors(state, 1, [anError])).toEqual([]);
    expect(generateExport(state, 1, { file: 'f', bytes: 1, rows: 1 })).toEqual([]);
    expect(failExport(state, 1, 'boom')).toEqual([]);
    expect(recordExportProgress(state, 2, 10, 20)).toHaveLength(1);
  });

  it('given no validation error, when generated, then validated; given some, then validation_error with their count', () => {
    const clean = given(ordered, started(1));
    expect(generateExport(clean, 1, { file: 'f.xlsx', bytes: 9, rows: 3 })).toEqual([
      { type: 'ExportGenerated', data: { identifier, attempt: 1, file: 'f.xlsx', bytes: 9, rows: 3, errorsCount: 0 } },
    ]);
    expect(given(ordered, started(1), generated()).status).toBe('validated');
    const withErrors = given(ordered, started(1), {
      type: 'ExportValidationErrorsFound',
      data: { identifier, attempt: 1, errors: [anError] },
    });
    expect((generateExport(withErrors, 1, { file: 'f', bytes: 1, rows: 1 })[0]!.data as { errorsCount: number }).errorsCount).toBe(1);
    expect(given(ordered, started(1), generated(1)).status).toBe('validation_error');
  });

  it('given a build error, when failed, then internal_error with the error', () => {
    const events = failExport(given(ordered, started(1)), 1, 'disk full');
    const state = given(ordered, started(1), ...events);
    expect([state.status, state.error]).toEqual(['internal_error', 'disk full']);
  });

  it('given a file not ready, when downloaded, then export_not_ready with the spec message', () => {
    for (const state of [
      given(ordered),
      given(ordered, started(1)),
      given(ordered, started(1), started(2), started(3), ...startExport(given(ordered, started(1), started(2), started(3)))),
    ]) {
      try {
        downloadExport(state);
        expect.unreachable();
      } catch (error) {
        expect((error as DomainError).code).toBe('export_not_ready');
        expect((error as DomainError).details['message']).toBe('Pobranie pliku nie jest możliwe!');
      }
    }
  });

  it('given a ready file, when downloaded first, then downloaded; later downloads record nothing', () => {
    const ready = given(ordered, started(1), generated(1));
    expect(downloadExport(ready)).toEqual([{ type: 'ExportDownloaded', data: { identifier } }]);
    const downloaded = given(ordered, started(1), generated(1), { type: 'ExportDownloaded', data: { identifier } });
    expect(downloaded.status).toBe('downloaded');
    expect(downloadExport(downloaded)).toEqual([]);
  });

  it('given an export, when used_for_invoice is set, then it changes once', () => {
    const state = given(ordered, started(1), generated());
    expect(changeUsedForInvoice(state, true)).toEqual([
      { type: 'ExportUsedForInvoiceChanged', data: { identifier, usedForInvoice: true } },
    ]);
    expect(changeUsedForInvoice(state, false)).toEqual([]);
  });

  it('given validation errors, when one is reviewed, then it is marked; an unknown one is export_validation_error_not_found', () => {
    const state = given(
      ordered,
      started(1),
      { type: 'ExportValidationErrorsFound', data: { identifier, attempt: 1, errors: [anError] } },
      generated(1),
    );
    const events = reviewValidationError(state, 5, true);
    expect(events).toEqual([{ type: 'ExportValidationErrorReviewed', data: { identifier, validationErrorId: 5, reviewed: true } }]);
    expect(reviewValidationError(evolveExport(state, events[0]!), 5, true)).toEqual([]);
    expect(codeOf(() => reviewValidationError(state, 6, true))).toBe('export_validation_error_not_found');
  });
});

describe('who may order what', () => {
  const facts = (over: Partial<ExportOrderFacts>): ExportOrderFacts => ({
    type: 'standard_from_filters',
    custom: false,
    role: ROLES.admin,
    processable: false,
    listType: 'parcels',
    start: '2026-11-01',
    end: '2026-11-24',
    ...over,
  });

  it('given staff, then every built type; given a client, then only standard_from_filters (403 otherwise)', () => {
    for (const type of ['standard_from_filters', 'standard_from_filters_with_accounting', 'employee_activity'] as const)
      expect(codeOf(() => exportOrderRules(facts({ type, role: ROLES.warehouse_worker })))).toBeUndefined();
    expect(codeOf(() => exportOrderRules(facts({ role: ROLES.client })))).toBeUndefined();
    expect(codeOf(() => exportOrderRules(facts({ role: ROLES.client, type: 'employee_activity', custom: true })))).toBe(
      'export_type_not_allowed',
    );
    expect(codeOf(() => exportOrderRules(facts({ role: ROLES.client, type: 'standard_from_filters_with_accounting' })))).toBe(
      'export_type_not_allowed',
    );
  });

  it('given custom dates, then only the non-standard types', () => {
    expect(codeOf(() => exportOrderRules(facts({ custom: true })))).toBe('export_custom_dates_not_allowed');
    expect(codeOf(() => exportOrderRules(facts({ custom: true, type: 'employee_activity' })))).toBeUndefined();
  });

  it('given the end before the start, then export_dates_invalid', () => {
    expect(codeOf(() => exportOrderRules(facts({ start: '2026-11-25' })))).toBe('export_dates_invalid');
  });

  const billing = (over: Partial<ExportOrderFacts> = {}) =>
    facts({ type: 'billing', role: ROLES.admin, hasClient: true, datesGiven: true, bufferParcelsWaiting: false, ...over });

  it.each([
    ['an admin naming a client and both dates', {}, undefined],
    ['a warehouse worker', { role: ROLES.warehouse_worker }, 'export_type_not_allowed'],
    ['a client', { role: ROLES.client }, 'export_type_not_allowed'],
    ['no client', { hasClient: false }, 'export_client_required'],
    ['a date left out', { datesGiven: false }, 'export_dates_required'],
    ['the end before the start', { start: '2026-11-25' }, 'export_dates_invalid'],
    ['buffer parcels waiting for their client', { bufferParcelsWaiting: true }, 'export_buffer_parcels_waiting'],
  ] as const)('given a billing order by %s, then %s', (_, over, code) => {
    expect(codeOf(() => exportOrderRules(billing(over)))).toBe(code);
  });

  it('given processable, then 406 unless a staff standard report of the parcels listing', () => {
    expect(codeOf(() => exportOrderRules(facts({ processable: true })))).toBeUndefined();
    expect(codeOf(() => exportOrderRules(facts({ processable: true, listType: 'shipments' })))).toBe('export_processable_not_supported');
    expect(codeOf(() => exportOrderRules(facts({ processable: true, role: ROLES.client })))).toBe('export_processable_not_supported');
    expect(codeOf(() => exportOrderRules(facts({ processable: true, type: 'employee_activity', custom: true })))).toBe(
      'export_processable_not_supported',
    );
  });

  it('names the report and its file by type and days', () => {
    expect(reportName('employee_activity', '2026-11-01', '2026-11-24')).toBe('Aktywność pracowników 2026-11-01 – 2026-11-24');
    expect(reportName('standard_from_filters', '2026-11-24', '2026-11-24')).toBe('Zestawienie przesyłek 2026-11-24');
    expect(reportFileName('standard_from_filters', '2026-11-24', '2026-11-24')).toBe('standard_from_filters-2026-11-24.xlsx');
  });
});

describe('progress throttling', () => {
  it('given 1000 rows, then every 2% (20 rows) or every 2 s, never per row, and always at the end', () => {
    const last = { performed: 100, at: 0 };
    expect(progressDue(last, { performed: 101, at: 10 }, 1000)).toBe(false);
    expect(progressDue(last, { performed: 119, at: 1999 }, 1000)).toBe(false);
    expect(progressDue(last, { performed: 120, at: 10 }, 1000)).toBe(true);
    expect(progressDue(last, { performed: 101, at: 2000 }, 1000)).toBe(true);
    expect(progressDue(last, { performed: 100, at: 5000 }, 1000)).toBe(false);
    expect(progressDue({ performed: 995, at: 0 }, { performed: 1000, at: 1 }, 1000)).toBe(true);
  });
});

describe('a report cell', () => {
  it('escapes text a spreadsheet would run, keeps numbers and dates typed, empty stays empty', () => {
    for (const text of ['=1+2', '+48 600', '-x', '@SUM(A1)', '\tx', '\rx']) expect(spreadsheetCell(text)).toBe(`'${text}`);
    for (const text of ['Firma', 'a=b', '', ' =x']) expect(spreadsheetCell(text)).toBe(text);
    expect(spreadsheetCell(-12.5)).toBe(-12.5);
    expect(spreadsheetCell(Number.NaN)).toBeNull();
    const date = new Date('2026-11-24T10:00:00Z');
    expect(spreadsheetCell(date)).toBe(date);
    expect(spreadsheetCell(null)).toBeNull();
    expect(spreadsheetCell(undefined)).toBeNull();
    expect(spreadsheetCell(true)).toBe('tak');
  });
});
