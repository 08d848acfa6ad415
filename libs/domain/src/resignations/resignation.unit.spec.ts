import { describe, expect, it } from 'vitest';
import { DomainError, type ErrorCode } from '../shared/errors.js';
import type { ResignationEvent, ResignationReport, ResignationWaybillEvent } from './resignation.events.js';
import {
  changeResignation,
  deleteResignation,
  evolveResignation,
  evolveResignationWaybill,
  initialResignationState,
  initialResignationWaybillState,
  releaseResignationWaybill,
  reportResignation,
  reserveResignationWaybill,
  resignationStream,
  resignationWaybillStream,
  type ResignationActor,
  type ResignationState,
  type ResignationWaybillState,
} from './resignation.js';

const ADMIN: ResignationActor = { kind: 'staff', userId: 'a0000000-0000-4000-8000-000000000001' };
const OTHER_ADMIN: ResignationActor = { kind: 'staff', userId: 'a0000000-0000-4000-8000-000000000002' };
const ALICE: ResignationActor = { kind: 'client', userId: 'c0000000-0000-4000-8000-00000000000a', clientId: 7 };
const BOB: ResignationActor = { kind: 'client', userId: 'c0000000-0000-4000-8000-00000000000b', clientId: 8 };
const SHIPMENT = { shipmentId: 41, number: '7WRO1234567890', clientId: 7 };
const NOW = '2026-03-02T09:30:00.000Z';

const reported = (overrides: Partial<ResignationReport> = {}): ResignationEvent => ({
  type: 'ResignationReported',
  data: {
    resignationId: 5,
    shipmentId: 41,
    waybill: '7WRO1234567890',
    clientId: 7,
    userId: ALICE.userId,
    scannedAt: null,
    scannedByUserId: null,
    resendAt: null,
    note: 'Klient zrezygnował',
    ...overrides,
  },
});
const deleted: ResignationEvent = { type: 'ResignationDeleted', data: { resignationId: 5, clientId: 7, shipmentId: 41 } };
const given = (...events: ResignationEvent[]): ResignationState => events.reduce(evolveResignation, initialResignationState);
const givenWaybill = (...events: ResignationWaybillEvent[]): ResignationWaybillState =>
  events.reduce(evolveResignationWaybill, initialResignationWaybillState);
const thenError = (act: () => unknown, code: ErrorCode) => {
  try {
    act();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe(code);
    return;
  }
  throw new Error(`expected ${code}`);
};

describe('a reported resignation: streams', () => {
  it('lives on one stream per report, and one reservation stream per shipment', () => {
    expect(resignationStream(5)).toBe('resignation-5');
    expect(resignationWaybillStream(41)).toBe('resignation-waybill-41');
  });
});

describe('reporting', () => {
  it('given nothing, when a client reports its own shipment, then ResignationReported with the shipment number and client, no dates', () => {
    const events = reportResignation(initialResignationState, {
      resignationId: 5,
      shipment: SHIPMENT,
      actor: ALICE,
      // A client's dates are not taken (the staff enter them).
      scannedAt: NOW,
      resendAt: NOW,
      note: 'Klient zrezygnował',
    });
    expect(events).toEqual([reported()]);
  });

  it('given nothing, when an admin reports any shipment with dates, then the client comes from the shipment and the admin entered the acceptance date', () => {
    const events = reportResignation(initialResignationState, {
      resignationId: 5,
      shipment: { ...SHIPMENT, clientId: 8 },
      actor: ADMIN,
      scannedAt: '2026-03-01T08:00:00.000Z',
      resendAt: NOW,
      note: null,
    });
    expect(events).toEqual([
      reported({
        clientId: 8,
        userId: ADMIN.userId,
        scannedAt: '2026-03-01T08:00:00.000Z',
        scannedByUserId: ADMIN.userId,
        resendAt: NOW,
        note: null,
      }),
    ]);
  });

  it('given an admin report without an acceptance date, then nobody is recorded as having entered one', () => {
    const [event] = reportResignation(initialResignationState, { resignationId: 5, shipment: SHIPMENT, actor: ADMIN });
    expect(event!.data).toMatchObject({ scannedAt: null, scannedByUserId: null, resendAt: null, note: null });
  });

  it("given another client's shipment or none, when a client reports it, then resignation_waybill_unknown (it never learns it exists)", () => {
    thenError(
      () => reportResignation(initialResignationState, { resignationId: 5, shipment: SHIPMENT, actor: BOB }),
      'resignation_waybill_unknown',
    );
    thenError(
      () => reportResignation(initialResignationState, { resignationId: 5, shipment: null, actor: ALICE }),
      'resignation_waybill_unknown',
    );
    thenError(
      () => reportResignation(initialResignationState, { resignationId: 5, shipment: null, actor: ADMIN }),
      'resignation_waybill_unknown',
    );
  });

  it('given the stream exists, when reported again under its id, then it refuses (an id is used once)', () => {
    expect(() => reportResignation(given(reported()), { resignationId: 5, shipment: SHIPMENT, actor: ALICE })).toThrow(/exists/);
  });
});

describe('changing (staff)', () => {
  it('given a report, when an admin saves without a resend date, then the resend date is now (spec/03 §4)', () => {
    expect(
      changeResignation(given(reported()), { actor: ADMIN, scannedAt: null, resendAt: null, note: 'Klient zrezygnował', now: NOW }),
    ).toEqual([
      {
        type: 'ResignationChanged',
        data: { resignationId: 5, clientId: 7, scannedAt: null, scannedByUserId: null, resendAt: NOW, note: 'Klient zrezygnował' },
      },
    ]);
  });

  it('given a report, when an admin enters the acceptance date, then the admin is who scanned; the same date kept later keeps its author', () => {
    const first = changeResignation(given(reported()), {
      actor: ADMIN,
      scannedAt: '2026-03-01T08:00:00.000Z',
      resendAt: '2026-03-03T08:00:00.000Z',
      note: null,
      now: NOW,
    });
    expect(first[0]!.data).toMatchObject({ scannedAt: '2026-03-01T08:00:00.000Z', scannedByUserId: ADMIN.userId, note: null });
    const second = changeResignation(given(reported(), ...first), {
      actor: OTHER_ADMIN,
      scannedAt: '2026-03-01T08:00:00.000Z',
      resendAt: '2026-03-04T08:00:00.000Z',
      note: null,
      now: NOW,
    });
    expect(second[0]!.data).toMatchObject({ scannedByUserId: ADMIN.userId, resendAt: '2026-03-04T08:00:00.000Z' });
    const cleared = changeResignation(given(reported(), ...first), {
      actor: OTHER_ADMIN,
      scannedAt: null,
      resendAt: '2026-03-03T08:00:00.000Z',
      note: null,
      now: NOW,
    });
    expect(cleared[0]!.data).toMatchObject({ scannedAt: null, scannedByUserId: null });
  });

  it('given nothing changes, then nothing is recorded', () => {
    const state = given(reported({ resendAt: NOW }));
    expect(changeResignation(state, { actor: ADMIN, scannedAt: null, resendAt: NOW, note: 'Klient zrezygnował', now: NOW })).toEqual([]);
  });

  it('given a client, when it tries to change its own report, then forbidden (read-only after creation)', () => {
    thenError(
      () => changeResignation(given(reported()), { actor: ALICE, scannedAt: null, resendAt: null, note: 'x', now: NOW }),
      'forbidden',
    );
  });

  it('given no report or a deleted one, then resignation_not_found or resignation_already_deleted', () => {
    const command = { actor: ADMIN, scannedAt: null, resendAt: null, note: null, now: NOW };
    thenError(() => changeResignation(given(), command), 'resignation_not_found');
    thenError(() => changeResignation(given(reported(), deleted), command), 'resignation_already_deleted');
  });
});

describe('deleting', () => {
  it('given a report, when its client or an admin deletes it, then ResignationDeleted naming its client and shipment', () => {
    expect(deleteResignation(given(reported()), ALICE)).toEqual([deleted]);
    expect(deleteResignation(given(reported()), ADMIN)).toEqual([deleted]);
  });

  it("given another client's report (live or deleted), when a client deletes it, then resignation_not_found", () => {
    thenError(() => deleteResignation(given(reported()), BOB), 'resignation_not_found');
    thenError(() => deleteResignation(given(reported(), deleted), BOB), 'resignation_not_found');
  });

  it('given a deleted report, when deleted again by its client or an admin, then resignation_already_deleted; no report: resignation_not_found', () => {
    thenError(() => deleteResignation(given(reported(), deleted), ALICE), 'resignation_already_deleted');
    thenError(() => deleteResignation(given(reported(), deleted), ADMIN), 'resignation_already_deleted');
    thenError(() => deleteResignation(given(), ADMIN), 'resignation_not_found');
  });

  it('given a deleted report, then a change after it is not folded into a report again', () => {
    const state = given(reported(), deleted);
    expect(state.status).toBe('deleted');
  });
});

describe('one live report per shipment (the reservation)', () => {
  const reserved = (resignationId: number): ResignationWaybillEvent => ({
    type: 'ResignationWaybillReserved',
    data: { shipmentId: 41, resignationId },
  });
  const released = (resignationId: number): ResignationWaybillEvent => ({
    type: 'ResignationWaybillReleased',
    data: { shipmentId: 41, resignationId },
  });

  it('given a free shipment, when reserved, then ResignationWaybillReserved; again by the same report, then nothing', () => {
    expect(reserveResignationWaybill(givenWaybill(), { shipmentId: 41, resignationId: 5, holderLive: false })).toEqual([reserved(5)]);
    expect(reserveResignationWaybill(givenWaybill(reserved(5)), { shipmentId: 41, resignationId: 5, holderLive: true })).toEqual([]);
  });

  it('given a live report holds it, when another report reserves it, then resignation_exists', () => {
    thenError(
      () => reserveResignationWaybill(givenWaybill(reserved(5)), { shipmentId: 41, resignationId: 6, holderLive: true }),
      'resignation_exists',
    );
  });

  it('given the holder was never recorded or is deleted, when another report reserves it, then it takes it over', () => {
    expect(reserveResignationWaybill(givenWaybill(reserved(5)), { shipmentId: 41, resignationId: 6, holderLive: false })).toEqual([
      reserved(6),
    ]);
  });

  it('given a released shipment, then it is free; a release by a report not holding it records nothing', () => {
    expect(releaseResignationWaybill(givenWaybill(reserved(5)), { shipmentId: 41, resignationId: 5 })).toEqual([released(5)]);
    expect(givenWaybill(reserved(5), released(5))).toEqual({ resignationId: null });
    expect(releaseResignationWaybill(givenWaybill(reserved(6)), { shipmentId: 41, resignationId: 5 })).toEqual([]);
    expect(givenWaybill(reserved(6), released(5))).toEqual({ resignationId: 6 });
  });
});
