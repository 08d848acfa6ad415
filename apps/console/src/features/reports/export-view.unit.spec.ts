import { describe, expect, it } from 'vitest';
import { EXPORT_STATUSES } from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import {
  entryRule,
  isDownloadable,
  isInProgress,
  orderOutcome,
  progressPercent,
  rowClickDownloads,
  showsValidationErrors,
  statusLook,
} from './export-view';

describe('export view', () => {
  it('given downloaded with an error, then a warning look with the error as the tooltip; otherwise the status itself', () => {
    expect(statusLook({ status: 'downloaded', error: 'Brak 2 paczek' })).toEqual({
      key: 'downloaded_with_error',
      color: 'yellow.5',
      tooltip: 'Brak 2 paczek',
    });
    expect(statusLook({ status: 'downloaded', error: null })).toMatchObject({ key: 'downloaded', tooltip: null });
    expect(statusLook({ status: 'internal_error', error: 'boom' })).toMatchObject({ key: 'internal_error', color: 'red.9', tooltip: null });
  });

  it('given accounting with a total, then the percent rounded to 2 decimals; otherwise no progress', () => {
    expect(progressPercent({ status: 'accounting', performed_count: 1, total_count: 3 })).toBe(33.33);
    expect(progressPercent({ status: 'accounting', performed_count: 2, total_count: 3 })).toBe(66.67);
    expect(progressPercent({ status: 'accounting', performed_count: 0, total_count: 0 })).toBeNull();
    expect(progressPercent({ status: 'generated', performed_count: 3, total_count: 3 })).toBeNull();
    expect(progressPercent({ status: 'order_accepted', performed_count: 0, total_count: 10 })).toBeNull();
    expect(progressPercent({ status: 'accounting', performed_count: 12, total_count: 10 })).toBe(100);
  });

  it('downloadable exactly in validated, validation_error, downloaded and generated (spec/01 §4)', () => {
    expect(EXPORT_STATUSES.filter(isDownloadable)).toEqual(['generated', 'downloaded', 'validated', 'validation_error']);
  });

  it('an order is pending while accepted or accounting, then ready, failed or gone', () => {
    expect(EXPORT_STATUSES.map((status) => [status, orderOutcome(status)])).toEqual([
      ['order_accepted', 'pending'],
      ['accounting', 'pending'],
      ['generated', 'ready'],
      ['downloaded', 'ready'],
      ['validated', 'ready'],
      ['validation_error', 'validation_error'],
      ['verified', 'ready'],
      ['internal_error', 'internal_error'],
      ['file_deleted', 'gone'],
    ]);
    expect(EXPORT_STATUSES.filter(isInProgress)).toEqual(['order_accepted', 'accounting']);
  });

  it('"Moje raporty": admins always, clients by their count, workers only after ordering (they never fetch the count)', () => {
    expect(entryRule(ROLES.admin)).toBe('always');
    expect(entryRule(ROLES.client)).toBe('when_count');
    expect(entryRule(ROLES.warehouse_worker)).toBe('when_ordered');
  });

  it('a client row click downloads; staff expand, and see validation errors only when there are some', () => {
    expect(rowClickDownloads(ROLES.client)).toBe(true);
    expect(rowClickDownloads(ROLES.admin)).toBe(false);
    expect(showsValidationErrors(ROLES.admin, { errors_count: 2 })).toBe(true);
    expect(showsValidationErrors(ROLES.warehouse_worker, { errors_count: 1 })).toBe(true);
    expect(showsValidationErrors(ROLES.admin, { errors_count: 0 })).toBe(false);
    expect(showsValidationErrors(ROLES.client, { errors_count: 5 })).toBe(false);
  });
});
