import { describe, expect, it } from 'vitest';
import { DomainError } from '../../shared/errors.js';
import { decideAdoptParcel } from '../../shipments/adopt-parcel.js';
import { evolveParcel, initialParcelState, type ParcelState } from '../../shipments/parcel.js';
import { evolveShipment, initialShipmentState, needsRegistration } from '../../shipments/shipment.js';
import type { ParcelEvent } from '../../shipments/shipment.events.js';
import { facts, party } from '../../shipments/shipment-fixtures.testing.js';
import { CANCELLED_SECTOR_ID, VERIFICATION_SECTOR_ID } from '../sectors.js';
import {
  decideIntakeNewParcel,
  decideIntakeOnParcel,
  intakeCountry,
  planIntake,
  type IntakeFacts,
  type KnownIntakeParcel,
} from './intake.js';

const NOW = '2026-11-26T11:00:00.000Z';
const parcel = (over: Partial<KnownIntakeParcel> = {}): KnownIntakeParcel => ({
  parcelId: 11,
  shipmentId: 5,
  number: '1PRO0000000011',
  clientId: 7,
  shipmentDeleted: false,
  ...over,
});
const intake = (over: Partial<IntakeFacts> = {}): IntakeFacts => ({
  chosenClientId: null,
  aliasClient: null,
  parcel: null,
  chosenSector: null,
  ...over,
});
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as DomainError).code;
  }
  return null;
};
const givenParcel = (...events: ParcelEvent[]): ParcelState => events.reduce(evolveParcel, initialParcelState);
const status = { rowId: 100, statusTypeId: 55, repeatable: true, when: NOW, where: 'TYCHY', scanId: 'scan-1' };
const damaged = { id: 2, code: '2', statusTypeId: 90 };

describe('the intake plan (which answer a scan gets)', () => {
  it('given a barcode of no parcel and a chosen client, then a new buffer parcel for that client (201)', () => {
    expect(planIntake(intake({ chosenClientId: 7 }))).toEqual({ kind: 'create', answer: 201, clientId: 7, isEmag: false, sector: null });
  });

  it('given a barcode of no parcel, no client but a resolved alias, then the alias names the client and its eMAG flag', () => {
    expect(planIntake(intake({ aliasClient: { clientId: 9, isEmag: true } }))).toMatchObject({ kind: 'create', clientId: 9, isEmag: true });
  });

  it('given a chosen client and an alias of another client, then the chosen client wins and the flag is not taken', () => {
    expect(planIntake(intake({ chosenClientId: 7, aliasClient: { clientId: 9, isEmag: true } }))).toMatchObject({
      clientId: 7,
      isEmag: false,
    });
  });

  it('given a barcode of no parcel and no client, then intake_client_required', () => {
    expect(codeOf(() => planIntake(intake()))).toBe('intake_client_required');
  });

  it('given a parcel of the chosen client, then its status (202); without a client chosen, messages (206)', () => {
    expect(planIntake(intake({ chosenClientId: 7, parcel: parcel() }))).toMatchObject({ kind: 'record', answer: 202 });
    expect(planIntake(intake({ parcel: parcel() }))).toMatchObject({ kind: 'record', answer: 206 });
  });

  it('given a parcel of another client than the chosen one, then the verification sector (208)', () => {
    expect(planIntake(intake({ chosenClientId: 8, parcel: parcel() }))).toMatchObject({
      kind: 'problem',
      answer: 208,
      problem: 'other_client',
      sectorId: VERIFICATION_SECTOR_ID,
    });
  });

  it('given a parcel of a deleted shipment, then the cancelled sector (208), whoever is chosen', () => {
    expect(planIntake(intake({ chosenClientId: 7, parcel: parcel({ shipmentDeleted: true }) }))).toMatchObject({
      problem: 'deleted',
      sectorId: CANCELLED_SECTOR_ID,
    });
  });

  it('given a sector the worker chose, then that sector first (208)', () => {
    expect(planIntake(intake({ chosenSector: damaged, parcel: parcel({ shipmentDeleted: true }) }))).toMatchObject({
      problem: 'chosen',
      sectorId: 2,
    });
  });
});

describe('an intake scan of a known parcel', () => {
  const known = { parcelId: 11, shipmentId: 5 };

  it('given a parcel, when scanned, then the status row with the scan id', () => {
    expect(decideIntakeOnParcel(initialParcelState, known, status, null)).toEqual([
      {
        type: 'ParcelStatusRecorded',
        data: {
          rowId: 100,
          parcelId: 11,
          shipmentId: 5,
          statusTypeId: 55,
          when: NOW,
          where: 'TYCHY',
          deletionAllowed: true,
          scanId: 'scan-1',
        },
      },
    ]);
  });

  it('given the same scan id recorded, when sent again, then nothing', () => {
    const after = givenParcel(...decideIntakeOnParcel(initialParcelState, known, status, null));
    expect(decideIntakeOnParcel(after, known, { ...status, rowId: 101 }, null)).toEqual([]);
  });

  it('given a sector, then the sector status and the parcel put in the sector', () => {
    const events = decideIntakeOnParcel(initialParcelState, known, status, damaged);
    expect(events.map((e) => e.type)).toEqual(['ParcelStatusRecorded', 'ParcelSectorAssigned']);
    expect(events[0]!.data).toMatchObject({ statusTypeId: 90 });
    expect(events[1]!.data).toEqual({
      parcelId: 11,
      shipmentId: 5,
      sectorId: 2,
      sectorCode: '2',
      statusTypeId: 90,
      at: NOW,
      scanId: 'scan-1',
    });
  });

  it('given a status that may not repeat and is there, then status_not_repeatable', () => {
    const once = { ...status, statusTypeId: 60, repeatable: false, scanId: undefined };
    const after = givenParcel(...decideIntakeOnParcel(initialParcelState, known, once, null));
    expect(codeOf(() => decideIntakeOnParcel(after, known, { ...once, rowId: 101 }, null))).toBe('status_not_repeatable');
  });
});

describe('an intake scan of an unknown barcode', () => {
  const made = decideIntakeNewParcel({
    shipmentId: 5,
    shipmentNumber: '3WRO0000000005',
    parcelId: 11,
    parcelNumber: '1PRO0000000011',
    clientId: 7,
    isEmag: false,
    barcode: 'AB1234567XYZ',
    countryId: 1,
    clientParty: party({ name: 'Sklep', country_id: 2 }),
    at: NOW,
  });
  const shipment = made.shipment.reduce(evolveShipment, initialShipmentState);
  const buffer = givenParcel(...made.parcel);

  it('then an unprocessable shipment (init_scan) of the client, the barcode its first reference and the parcel buffer number', () => {
    expect(shipment).toMatchObject({
      status: 'existing',
      creator: 'init_scan',
      order: { client_id: 7, country_id: 1, delivery_service: 1 },
    });
    expect(shipment.status === 'existing' && shipment.order.additional_data.first_reference_number).toBe('AB1234567XYZ');
    expect(buffer.buffer).toEqual({ number: 'AB1234567XYZ', emag: false });
  });

  it('then the courier is not asked to register it', () => {
    expect(needsRegistration(shipment)).toBe(false);
  });

  it('then an admin may adopt it as unprocessable (not as buffer), giving a new shipment of the client', () => {
    const input = {
      parcelId: 11,
      clientId: 9,
      isEmag: true,
      asReturn: false,
      newShipmentId: 6,
      newNumber: '3WRO0000000006',
      clientParty: party({ name: 'Inny' }),
      at: NOW,
    };
    const adoption = decideAdoptParcel(shipment, buffer, { ...input, kind: 'unprocessable' }, facts());
    expect(adoption.created[0]).toMatchObject({ type: 'ShipmentCreated', data: { creator: 'adoption', order: { client_id: 9 } } });
    expect(codeOf(() => decideAdoptParcel(shipment, buffer, { ...input, kind: 'buffer' }, facts()))).toBe('parcel_not_adoptable');
  });

  it('the country: Romania when allowed, else Hungary or Bulgaria, else Romania', () => {
    expect(intakeCountry([1, 3])).toBe(1);
    expect(intakeCountry([4, 3])).toBe(3);
    expect(intakeCountry([10])).toBe(1);
  });
});
