import { DomainError } from '../../shared/errors.js';
import {
  COUNTRY_IDS,
  DELIVERY_SERVICE_IDS,
  MIN_PARCEL_DIMENSION_CM,
  MIN_PARCEL_WEIGHT_KG,
  destination,
} from '../../shipments/catalogue.js';
import { isRepeatedScan, type ParcelState, type StatusToRecord } from '../../shipments/parcel.js';
import type { ParcelEvent, ShipmentEvent, ShipmentOrder, ShipmentParty } from '../../shipments/shipment.events.js';
import { CANCELLED_SECTOR_ID, VERIFICATION_SECTOR_ID } from '../sectors.js';

/**
 * The intake scan (PUT parcel/scan-and-assign-to-client, spec/02 §4 "Intake
 * scan outcomes"): what a scanned barcode does, decided from what the handler
 * found out. The workstation code (205) and an external inbound's barcode
 * (203) are answered before this; the rest is here:
 *
 * - 201 `parcel_created`: the barcode names no parcel of ours and a client is
 *   known (chosen and verified on the screen, or named by a resolved alias): a
 *   buffer parcel on a new unprocessable shipment (creator `init_scan`) of that
 *   client, the barcode its buffer number; an admin later gives it to a real
 *   shipment with PATCH parcel/adopt/unprocessable;
 * - 202 `client_set`: a parcel of ours, of the client chosen (or named by the
 *   alias): its status recorded;
 * - 206 `messages`: a parcel of ours scanned with no client chosen: its status
 *   recorded, the answer names the parcel and its client;
 * - 208 `problematic_detected`: the worker chose a problematic sector, or the
 *   parcel's shipment is deleted (cancelled sector 5), or it belongs to another
 *   client than the chosen one (verification sector 6): the status of the
 *   sector recorded and the parcel put in the sector.
 * An unknown barcode with no client: 422 intake_client_required on client_id.
 */
export type IntakeAnswer = 201 | 202 | 206 | 208;

export type IntakeProblem = 'chosen' | 'deleted' | 'other_client';

export interface IntakeSector {
  readonly id: number;
  readonly code: string;
  readonly statusTypeId: number;
}

export interface KnownIntakeParcel {
  readonly parcelId: number;
  readonly shipmentId: number;
  readonly number: string;
  readonly clientId: number;
  readonly shipmentDeleted: boolean;
}

export interface IntakeFacts {
  /** The client chosen on the screen (verified there by post code and phone). */
  readonly chosenClientId: number | null;
  /** The client a resolved alias names (when the scan carried an alias). */
  readonly aliasClient: { readonly clientId: number; readonly isEmag: boolean } | null;
  /** The parcel the barcode names, or null when it names none of ours. */
  readonly parcel: KnownIntakeParcel | null;
  /** The problematic sector the worker chose (problematic_sector_id). */
  readonly chosenSector: IntakeSector | null;
}

export type IntakePlan =
  | {
      readonly kind: 'create';
      readonly answer: 201;
      readonly clientId: number;
      readonly isEmag: boolean;
      readonly sector: IntakeSector | null;
    }
  | { readonly kind: 'record'; readonly answer: 202 | 206; readonly parcel: KnownIntakeParcel }
  | {
      readonly kind: 'problem';
      readonly answer: 208;
      readonly parcel: KnownIntakeParcel;
      readonly problem: IntakeProblem;
      /** The chosen sector's id, or the one the problem sends the parcel to. */
      readonly sectorId: number;
    };

/** What the scan does (no events yet: the handler loads the sector and the streams it needs). */
export function planIntake(facts: IntakeFacts): IntakePlan {
  const clientId = facts.chosenClientId ?? facts.aliasClient?.clientId ?? null;
  const { parcel } = facts;
  if (!parcel) {
    if (clientId === null) throw new DomainError('intake_client_required');
    const isEmag = facts.aliasClient?.clientId === clientId ? facts.aliasClient.isEmag : false;
    return { kind: 'create', answer: 201, clientId, isEmag, sector: facts.chosenSector };
  }
  if (facts.chosenSector) return { kind: 'problem', answer: 208, parcel, problem: 'chosen', sectorId: facts.chosenSector.id };
  if (parcel.shipmentDeleted) return { kind: 'problem', answer: 208, parcel, problem: 'deleted', sectorId: CANCELLED_SECTOR_ID };
  if (clientId !== null && parcel.clientId !== clientId)
    return { kind: 'problem', answer: 208, parcel, problem: 'other_client', sectorId: VERIFICATION_SECTOR_ID };
  return { kind: 'record', answer: clientId === null ? 206 : 202, parcel };
}

export interface IntakeStatus {
  readonly rowId: number;
  readonly statusTypeId: number;
  readonly repeatable: boolean;
  readonly when: string;
  readonly where: string;
  readonly scanId?: string;
}

/**
 * The events on a known parcel's stream: the status row (the sector's status
 * when it goes to a sector) and the sector. A repeated scan id records
 * nothing. A status that may not repeat and is there already is not recorded
 * again (the scan still puts the parcel in its sector).
 */
export function decideIntakeOnParcel(
  state: ParcelState,
  parcel: { parcelId: number; shipmentId: number },
  status: IntakeStatus,
  sector: IntakeSector | null,
): ParcelEvent[] {
  if (isRepeatedScan(state, status.scanId)) return [];
  const statusTypeId = sector?.statusTypeId ?? status.statusTypeId;
  const row: StatusToRecord = {
    rowId: status.rowId,
    parcelId: parcel.parcelId,
    shipmentId: parcel.shipmentId,
    statusTypeId,
    when: status.when,
    where: status.where,
    deletionAllowed: true,
    repeatable: sector ? true : status.repeatable,
    ...(status.scanId ? { scanId: status.scanId } : {}),
  };
  const events: ParcelEvent[] = [];
  const { repeatable, ...data } = row;
  if (repeatable || !state.rows.some((r) => r.statusTypeId === statusTypeId)) events.push({ type: 'ParcelStatusRecorded', data });
  if (sector && state.sector?.sectorId !== sector.id) {
    events.push({
      type: 'ParcelSectorAssigned',
      data: {
        parcelId: parcel.parcelId,
        shipmentId: parcel.shipmentId,
        sectorId: sector.id,
        sectorCode: sector.code,
        statusTypeId: sector.statusTypeId,
        at: status.when,
        ...(status.scanId ? { scanId: status.scanId } : {}),
      },
    });
  }
  if (events.length === 0) throw new DomainError('status_not_repeatable');
  return events;
}

export interface IntakeNewParcel {
  readonly shipmentId: number;
  readonly shipmentNumber: string;
  readonly parcelId: number;
  readonly parcelNumber: string;
  readonly clientId: number;
  readonly isEmag: boolean;
  readonly barcode: string;
  readonly countryId: number;
  /** The client's company as the sender (a snapshot, as on every order). */
  readonly clientParty: ShipmentParty;
  readonly at: string;
}

/** Home delivery reaches these; the buffer parcel's country is the first the client may send to (Romania first). */
const INTAKE_COUNTRIES: readonly number[] = [COUNTRY_IDS.RO, COUNTRY_IDS.HU, COUNTRY_IDS.BG];

/** The country of a buffer parcel's shipment: Romania when the client may send there, else its first allowed of HU, BG; else Romania. */
export function intakeCountry(allowedCountries: readonly number[]): number {
  return INTAKE_COUNTRIES.find((id) => allowedCountries.includes(id)) ?? COUNTRY_IDS.RO;
}

/** The recipient nobody knows yet: the admin's adoption gives the parcel its real shipment. */
const unknownParty = (countryId: number): ShipmentParty => ({
  name: '',
  private_person: true,
  contact_name: null,
  email: null,
  phone: { prefix: '', number: '' },
  country_id: countryId,
  address: { locality_id: null, locality_name: '', county: null, postal_code: '', details: '' },
  locker: null,
});

/**
 * A barcode that names no parcel of ours: an unprocessable shipment (creator
 * `init_scan`, home delivery, the recipient unknown, the barcode as its first
 * reference) with one parcel of the declared minimum weight and size, whose
 * buffer number is the barcode. The courier registration leaves unprocessable
 * shipments alone.
 */
export function decideIntakeNewParcel(input: IntakeNewParcel): { shipment: ShipmentEvent[]; parcel: ParcelEvent[] } {
  const country = destination(input.countryId);
  if (!country) throw new DomainError('shipment_service_country');
  const order: ShipmentOrder = {
    client_id: input.clientId,
    delivery_service: DELIVERY_SERVICE_IDS.HomeDelivery,
    country_id: country.id,
    sender: input.clientParty,
    recipient: unknownParty(country.id),
    content: { declared_content: '', declared_value: 0, currency: country.currency, cash_on_delivery_value: 0 },
    additional_data: { note: null, first_reference_number: input.barcode, second_reference_number: null },
    parcels: [
      {
        parcel_id: input.parcelId,
        number: input.parcelNumber,
        in_shipment_order: 1,
        weight: MIN_PARCEL_WEIGHT_KG,
        height: MIN_PARCEL_DIMENSION_CM,
        width: MIN_PARCEL_DIMENSION_CM,
        length: MIN_PARCEL_DIMENSION_CM,
      },
    ],
  };
  return {
    shipment: [
      {
        type: 'ShipmentCreated',
        data: {
          shipmentId: input.shipmentId,
          number: input.shipmentNumber,
          order,
          courierId: country.courierId,
          creator: 'init_scan',
          isEmag: input.isEmag,
          createdAt: input.at,
        },
      },
    ],
    parcel: [
      {
        type: 'ParcelBufferNumberSet',
        data: { parcelId: input.parcelId, shipmentId: input.shipmentId, number: input.barcode, emag: input.isEmag },
      },
    ],
  };
}

/** The reservation of an unknown barcode (stream per barcode): the buffer parcel it became, and the scan that made it. */
export type IntakeBarcodeEvent = {
  type: 'IntakeBarcodeReserved';
  data: { barcode: string; parcelId: number; shipmentId: number; scanId?: string };
};
