import { describe, expect, it } from 'vitest';
import { COMPLETED_MULTI_PACK_MS, viewOfAnswer, viewOfRefusal, viewOfWorkstationSet } from './sorting-outcome';

const answer = {
  message: 'classified' as const,
  zone: 7,
  zone_name: 'Odbiór własny kuriera',
  bucket: { identifier: 'CZ-XL', name: 'Sameday Czechy – automaty' },
  courier: 'Sameday',
  completed_multi_pack: ['5PRO0000000101'],
  parcel_id: 100,
  parcel_number: '4PRO0000000100',
};

describe('what the sorting screen shows for an answer (spec/03 §8)', () => {
  it('201: the bucket message for 1.5 s, the zone, the courier; zone 7 is the courier’s own pickup; a completed multi-pack', () => {
    expect(viewOfAnswer(answer)).toMatchObject({
      kind: 'success',
      text: { key: 'warehouseSorting.bucketMessage', params: { identifier: 'CZ-XL', name: 'Sameday Czechy – automaty' } },
      details: { key: 'warehouseSorting.success' },
      durationMs: 1500,
      zone: 7,
      courier: 'Sameday',
      courierPickup: true,
      completed: ['5PRO0000000101'],
    });
    expect(viewOfAnswer({ ...answer, zone: 1 }).courierPickup).toBe(false);
    expect(COMPLETED_MULTI_PACK_MS).toBe(15_000);
  });

  it('205: the workstation is set', () => {
    expect(viewOfWorkstationSet()).toMatchObject({ kind: 'success', text: { key: 'warehouseSorting.workstationSet' }, zone: null });
  });

  it.each([
    [
      402,
      'sorting_wrong_client',
      { reason: 'other_client', zone: 14 },
      'warehouseSorting.refusals.sorting_wrong_client.other_client',
      3000,
      'error',
    ],
    [
      402,
      'sorting_wrong_client',
      { reason: 'unknown_alias', zone: 14 },
      'warehouseSorting.refusals.sorting_wrong_client.unknown_alias',
      3000,
      'error',
    ],
    [
      405,
      'sorting_dispatch_blocked',
      { reason: 'dispatch_blocked', zone: 14 },
      'warehouseSorting.refusals.sorting_dispatch_blocked.dispatch_blocked',
      5000,
      'error',
    ],
    [
      406,
      'sorting_no_bucket',
      { reason: 'awaiting_registration', zone: null },
      'warehouseSorting.refusals.sorting_no_bucket.awaiting_registration',
      5000,
      'error',
    ],
    [406, 'sorting_no_bucket', { reason: 'something_new' }, 'warehouseSorting.refusals.sorting_no_bucket.other', 5000, 'error'],
    [410, 'sorting_parcel_deleted', { zone: 8 }, 'warehouseSorting.refusals.sorting_parcel_deleted', 5000, 'error'],
    [412, 'sorting_multi_pack_in_buffer', { zone: 14 }, 'warehouseSorting.refusals.sorting_multi_pack_in_buffer', 15_000, 'error'],
    [424, 'sorting_multi_pack_incomplete', { zone: 6 }, 'warehouseSorting.refusals.sorting_multi_pack_incomplete', 15_000, 'warning'],
    [425, 'sorting_scanned_too_early', {}, 'warehouseSorting.refusals.sorting_scanned_too_early', 5000, 'warning'],
    [404, 'sorting_parcel_unknown', { zone: 10 }, 'warehouseSorting.refusals.sorting_parcel_unknown', 5000, 'error'],
    [403, 'workstation_elsewhere', {}, 'errors.workstation_elsewhere', 5000, 'error'],
  ])('%i %s', (status, code, body, key, durationMs, kind) => {
    const view = viewOfRefusal(status, code, body);
    expect(view).toMatchObject({ text: { key }, durationMs, kind, zone: (body as { zone?: number | null }).zone ?? null });
  });

  it('a refusal that suggests a status and sector carries the suggestion; 412 says to inform customer service; 424 names the missing parcels', () => {
    expect(
      viewOfRefusal(405, 'sorting_dispatch_blocked', { suggested_status_type_id: 90, suggested_problematic_sector_id: 6 }).suggestion,
    ).toEqual({
      statusTypeId: 90,
      sectorId: 6,
    });
    expect(
      viewOfRefusal(406, 'sorting_no_bucket', { suggested_status_type_id: null, suggested_problematic_sector_id: null }).suggestion,
    ).toBeNull();
    expect(viewOfRefusal(412, 'sorting_multi_pack_in_buffer', {}).details).toEqual({
      key: 'warehouseSorting.refusals.sorting_multi_pack_in_buffer_details',
    });
    expect(viewOfRefusal(424, 'sorting_multi_pack_incomplete', { present: 1, total: 3, missing: ['A', 'B'] }).details).toEqual({
      key: 'warehouseSorting.refusals.sorting_multi_pack_incomplete_details',
      params: { present: 1, total: 3, missing: 'A, B' },
    });
  });
});
