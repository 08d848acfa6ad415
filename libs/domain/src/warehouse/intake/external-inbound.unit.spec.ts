import { describe, expect, it } from 'vitest';
import { DomainError } from '../../shared/errors.js';
import {
  decideAddInboundParcel,
  decideCommentExternalInbound,
  decideReceiveExternalInbound,
  evolveExternalInbound,
  initialExternalInboundState,
  isRepeatedInboundScan,
  type ExternalInboundEvent,
  type ExternalInboundState,
} from './external-inbound.js';
import { detectInboundCourier } from './inbound-couriers.js';

const NOW = '2026-11-26T11:00:00.000Z';
const given = (...events: ExternalInboundEvent[]): ExternalInboundState =>
  events.reduce(evolveExternalInbound, initialExternalInboundState);
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as DomainError).code;
  }
  return null;
};
const receive = {
  externalInboundId: 3,
  barcode: '620000000000000000000001',
  waybill: '620000000000000000000001',
  inboundCourierId: 1,
  scannedAt: NOW,
  scannedBy: { userId: 'u1', email: 'worker@example.com' },
  scanId: 'scan-1',
};
const received = (): ExternalInboundEvent => decideReceiveExternalInbound(initialExternalInboundState, receive, false)[0]!;

describe('external inbound', () => {
  it('given nothing, when received, then the inbound with its scan', () => {
    expect(received()).toEqual({ type: 'ExternalInboundReceived', data: receive });
  });

  it('given a barcode of one of our parcels, then external_inbound_exists', () => {
    expect(codeOf(() => decideReceiveExternalInbound(initialExternalInboundState, receive, true))).toBe('external_inbound_exists');
  });

  it('given the inbound, when received again, then external_inbound_exists, unless it is the same scan id', () => {
    const state = given(received());
    expect(codeOf(() => decideReceiveExternalInbound(state, receive, false))).toBe('external_inbound_exists');
    expect(isRepeatedInboundScan(state, 'scan-1')).toBe(true);
    expect(isRepeatedInboundScan(state, 'scan-2')).toBe(false);
    expect(isRepeatedInboundScan(state, undefined)).toBe(false);
  });

  it('given the inbound, when commented, then the comment trimmed; the same again records nothing; blank clears it', () => {
    const events = decideCommentExternalInbound(given(received()), '  Uszkodzony karton ');
    expect(events).toEqual([{ type: 'ExternalInboundCommented', data: { externalInboundId: 3, comment: 'Uszkodzony karton' } }]);
    const commented = given(received(), ...events);
    expect(decideCommentExternalInbound(commented, 'Uszkodzony karton')).toEqual([]);
    expect(decideCommentExternalInbound(commented, ' ')).toEqual([
      { type: 'ExternalInboundCommented', data: { externalInboundId: 3, comment: null } },
    ]);
  });

  it('given no inbound, when commented, then external_inbound_not_found', () => {
    expect(codeOf(() => decideCommentExternalInbound(initialExternalInboundState, 'x'))).toBe('external_inbound_not_found');
  });

  it('given the inbound, when a parcel is taken out twice, then listed once', () => {
    const parcel = { parcelId: 11, shipmentId: 5, number: '1PRO0000000011', at: NOW };
    const added = decideAddInboundParcel(given(received()), parcel);
    expect(added).toHaveLength(1);
    expect(decideAddInboundParcel(given(received(), ...added), parcel)).toEqual([]);
  });
});

describe('the outside courier by the barcode shape', () => {
  it.each([
    ['620000000000000000000001', 1, '620000000000000000000001'],
    ['0000123456789U', 2, '0000123456789U'],
    ['%00431000000123456789U101616', 2, '0000123456789U'],
    ['%0043100000012345678901U101616', null, '%0043100000012345678901U101616'],
    ['1Z999AA10123456784', 6, '1Z999AA10123456784'],
    ['JJD0000390018275612', 3, 'JJD0000390018275612'],
    ['1234567890', 3, '1234567890'],
    ['12345678901', 4, '12345678901'],
    ['rr123456789pl', 5, 'RR123456789PL'],
    ['00259007738005544567', 5, '00259007738005544567'],
    ['123456789012', 7, '123456789012'],
    ['ABC-XYZ', null, 'ABC-XYZ'],
  ])('%s -> courier %s, waybill %s', (barcode, courierId, waybill) => {
    expect(detectInboundCourier(barcode)).toEqual({ courierId, waybill });
  });
});
