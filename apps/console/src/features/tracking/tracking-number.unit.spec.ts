import { describe, expect, it } from 'vitest';
import { parcelNumber, shipmentNumber } from '@parcel/domain';
import { mayBeTracked, normaliseTrackingNumber } from './tracking-number';

describe('tracking numbers', () => {
  it('given a typed number with spaces and small letters, then it is written as the label writes it', () => {
    expect(normaliseTrackingNumber(' 3wro 8274 0193 65 ')).toBe('3WRO8274019365');
  });

  it("given a shipment's or a parcel's number, then it may be tracked, typed loosely too", () => {
    const shipment = shipmentNumber(1042, 'RO');
    const parcel = parcelNumber(5310, 'HU');
    expect(mayBeTracked(shipment)).toBe(true);
    expect(mayBeTracked(parcel)).toBe(true);
    expect(mayBeTracked(` ${shipment.toLowerCase().slice(0, 6)} ${shipment.slice(6)} `)).toBe(true);
  });

  it('given a wrong check digit, a courier number or rubbish, then it is not asked for', () => {
    const number = shipmentNumber(1042, 'RO');
    const wrongCheck = `${(Number(number[0]) + 1) % 10}${number.slice(1)}`;
    expect(mayBeTracked(wrongCheck)).toBe(false);
    expect(mayBeTracked('1SDY241067423')).toBe(false);
    expect(mayBeTracked('abc')).toBe(false);
    expect(mayBeTracked('')).toBe(false);
  });
});
