import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { extraRowFor, messageDuration, scanReaction } from './scan-reaction';

const data = { parcel_id: 7, re_pasting_required: false, suggested_status_type_id: null, suggested_problematic_sector_id: null };

describe('the scanning screen reacting to an answer', () => {
  it('205: the workstation was set; 204: nothing done', () => {
    expect(scanReaction({ ok: true, answer: { status: 205, body: undefined } })).toEqual({ kind: 'workstation_set' });
    expect(scanReaction({ ok: true, answer: { status: 204, body: undefined } })).toEqual({ kind: 'unchanged' });
  });

  it('200: the parcel, its messages, re-sticking and a suggestion when both halves come', () => {
    const message = { code: 'parcel_without_out_number', message: 'Przesyłka nie posiada numeru wyjściowego' };
    expect(
      scanReaction({
        ok: true,
        answer: {
          status: 200,
          body: {
            messages: [message],
            data: { ...data, re_pasting_required: true, suggested_status_type_id: 90, suggested_problematic_sector_id: 5 },
          },
        },
      }),
    ).toEqual({ kind: 'recorded', parcelId: 7, messages: [message], rePaste: true, suggestion: { statusTypeId: 90, sectorId: 5 } });
    expect(
      scanReaction({ ok: true, answer: { status: 200, body: { messages: [], data: { ...data, suggested_status_type_id: 90 } } } }),
    ).toMatchObject({
      suggestion: null,
    });
  });

  it('409 with a suggestion, 428 to the workstation, 422 naming the sector opens the chooser', () => {
    const cancelled = new ApiError(
      409,
      'scan_parcel_cancelled',
      {},
      { message: 'anulowana', suggested_status_type_id: 90, suggested_problematic_sector_id: 5 },
    );
    expect(scanReaction({ ok: false, error: cancelled })).toMatchObject({
      kind: 'failed',
      message: 'anulowana',
      suggestion: { statusTypeId: 90, sectorId: 5 },
      workstationRequired: false,
    });
    expect(scanReaction({ ok: false, error: new ApiError(428, 'workstation_required') })).toMatchObject({
      workstationRequired: true,
      message: null,
    });
    const sector = new ApiError(422, 'validation_failed', { id_problematic_sector: ['problematic_sector_required'] });
    expect(scanReaction({ ok: false, error: sector })).toMatchObject({ needsSector: true });
    expect(scanReaction({ ok: false, error: new Error('boom') })).toMatchObject({ kind: 'failed', code: 'unknown' });
  });

  it('the missing out number stays 20 s, other messages 15 s; sectors 3 and 4 tick the extra row', () => {
    expect(messageDuration({ code: 'parcel_without_out_number', message: '' })).toBe(20_000);
    expect(messageDuration({ code: 'other', message: '' })).toBe(15_000);
    expect([extraRowFor('3'), extraRowFor('4'), extraRowFor('2'), extraRowFor(null)]).toEqual([true, true, false, false]);
  });
});
