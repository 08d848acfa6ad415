/** Labels with Polish and Romanian texts, for the tests and the bench. */
import type { LabelParty, ParcelLabel } from './label.js';

export const SAMPLE_SENDER: LabelParty = {
  name: 'Sklep Żółta Łódka Sp. z o.o.',
  contactName: 'Łukasz Żak',
  phone: '+48 601 234 567',
  addressLines: ['ul. Piotrkowska 104/12'],
  postalCode: '90-001',
  locality: 'Łódź',
  countryIso: 'PL',
};

export const SAMPLE_RECIPIENT: LabelParty = {
  name: 'Ana Popescu',
  contactName: 'Ioana Țurcanu',
  phone: '+40 740 123 456',
  addressLines: ['Str. Ștefan cel Mare 12', 'bl. A3, sc. 2, ap. 14'],
  postalCode: '540001',
  locality: 'Târgu Mureș',
  countryIso: 'RO',
};

/** '1000' and the number in 24 digits: a 28-digit barcode content. */
export const sampleCode28 = (number: number, prefix = '1000') => `${prefix}${String(number).padStart(28 - prefix.length, '0')}`;

export function sampleLabel(overrides: Partial<ParcelLabel> = {}): ParcelLabel {
  return {
    code28: sampleCode28(1),
    parcelNumber: '7PRO0012345678',
    shipmentNumber: 'PL0000123456',
    position: 1,
    count: 1,
    sender: SAMPLE_SENDER,
    recipient: SAMPLE_RECIPIENT,
    cod: { amount: 1249.9, currency: 'RON' },
    weightKg: 2.5,
    service: 'Dostawa do domu',
    lockerName: null,
    routeCode: 'RO-MS 12',
    courierName: 'Cargus',
    courierNumber: '1123456789',
    createdAt: '2026-11-24T09:30:00Z',
    kind: 'standard',
    ...overrides,
  };
}

/** The parcels of one shipment, numbered from `firstNumber`. */
export function sampleShipment(firstNumber: number, count: number, overrides: Partial<ParcelLabel> = {}): ParcelLabel[] {
  return Array.from({ length: count }, (_, index) =>
    sampleLabel({
      code28: sampleCode28(firstNumber + index),
      parcelNumber: `7PRO${String(firstNumber + index).padStart(10, '0')}`,
      shipmentNumber: `PL${String(firstNumber).padStart(10, '0')}`,
      position: index + 1,
      count,
      ...overrides,
    }),
  );
}

/** `shipments` shipments of 1, 2 or 3 parcels in turn (locker, COD and kinds mixed), made lazily. */
export function* sampleShipments(shipments: number): Generator<ParcelLabel> {
  let number = 1;
  for (let index = 0; index < shipments; index += 1) {
    const toLocker = index % 4 === 1;
    const parcels = sampleShipment(number, (index % 3) + 1, {
      service: toLocker ? 'Dostawa do automatu paczkowego' : 'Dostawa do domu',
      lockerName: toLocker ? `POZ${String(index % 90).padStart(2, '0')}M` : null,
      cod: index % 2 === 0 ? { amount: 100 + index, currency: 'PLN' } : null,
      kind: index % 10 === 9 ? 'return' : 'standard',
    });
    number += parcels.length;
    yield* parcels;
  }
}
