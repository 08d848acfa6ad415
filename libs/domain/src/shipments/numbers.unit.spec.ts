import { describe, expect, it } from 'vitest';
import {
  INTERNAL_NUMBER_PATTERN,
  labelBarcode,
  luhnDigit,
  parcelNumber,
  parseInternalNumber,
  parseLabelBarcode,
  shipmentNumber,
} from './numbers.js';

describe('internal numbers', () => {
  it('given a shipment id, its number matches the scanner pattern and reads back to the id', () => {
    for (const id of [1, 2, 999, 123_456, 9_999_999_999]) {
      const number = shipmentNumber(id, 'RO');
      expect(number).toMatch(INTERNAL_NUMBER_PATTERN);
      expect(number).toMatch(/^\dWRO\d{10}$/);
      expect(parseInternalNumber(number)).toEqual({ kind: 'shipment', id });
    }
  });

  it('given a parcel id, its number says parcel and reads back', () => {
    const number = parcelNumber(42, 'HU');
    expect(number).toMatch(/^\dPHU\d{10}$/);
    expect(parseInternalNumber(number)).toEqual({ kind: 'parcel', id: 42 });
    expect(parseInternalNumber(number.toLowerCase())).toEqual({ kind: 'parcel', id: 42 });
  });

  it('neighbouring ids give unrelated serials', () => {
    const a = parcelNumber(1000, 'RO').slice(4);
    const b = parcelNumber(1001, 'RO').slice(4);
    expect(Math.abs(Number(a) - Number(b))).toBeGreaterThan(1000);
  });

  it('a changed digit or check fails the check digit', () => {
    const number = parcelNumber(777, 'RO');
    const changed = number.slice(0, 8) + String((Number(number[8]) + 1) % 10) + number.slice(9);
    expect(parseInternalNumber(changed)).toBeNull();
    const wrongCheck = String((Number(number[0]) + 1) % 10) + number.slice(1);
    expect(parseInternalNumber(wrongCheck)).toBeNull();
  });

  it('of 1,000 random well-formed numbers about a tenth pass the check', () => {
    let passed = 0;
    for (let i = 0; i < 1000; i++) {
      const serial = String(Math.floor(Math.random() * 1e10)).padStart(10, '0');
      if (parseInternalNumber(`${i % 10}PRO${serial}`)) passed++;
    }
    expect(passed).toBeGreaterThan(50);
    expect(passed).toBeLessThan(160);
  });

  it('rejects what is not ours', () => {
    for (const value of ['', '1SDY241067423001', 'ABC', '1XRO0000000001', '1PRO123']) expect(parseInternalNumber(value)).toBeNull();
  });

  it('Luhn digit of a known number', () => {
    expect(luhnDigit('7992739871')).toBe('3');
  });
});

describe('label barcode', () => {
  const fields = { parcelId: 5310, position: 2, count: 3, countryId: 1, service: 1 };

  it('is 28 digits starting 1000 with the parcel serial and check at characters 5-15', () => {
    const code = labelBarcode(fields);
    expect(code).toMatch(/^1000\d{24}$/);
    const number = parcelNumber(5310, 'RO');
    expect(code.slice(4, 15)).toBe(number.slice(4) + number[0]);
    expect(parseLabelBarcode(code)).toEqual({ ...fields, restick: false });
  });

  it('a re-stick label starts 0000', () => {
    const code = labelBarcode(fields, true);
    expect(code.startsWith('0000')).toBe(true);
    expect(parseLabelBarcode(code)?.restick).toBe(true);
  });

  it('a damaged code is refused', () => {
    const code = labelBarcode(fields);
    expect(parseLabelBarcode(code.slice(0, 20) + ((Number(code[20]) + 1) % 10) + code.slice(21))).toBeNull();
    expect(parseLabelBarcode('2000' + code.slice(4))).toBeNull();
  });
});
