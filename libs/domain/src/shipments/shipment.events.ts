import type { DeliveryServiceId, ShipmentCreator } from './catalogue.js';

/**
 * A sender or recipient as recorded on the order (spec/03 §3 interested
 * entity). For delivery services the sender is the client's company, for
 * returns the recipient is the client's returning address: snapshots taken at
 * creation, so labels and history never change when the client does.
 */
export interface ShipmentParty {
  name: string;
  private_person: boolean;
  contact_name: string | null;
  email: string | null;
  phone: { prefix: string; number: string };
  country_id: number;
  address: { locality_id: number | null; locality_name: string; county: string | null; postal_code: string; details: string };
  locker: { id: string; name: string } | null;
}

export interface ShipmentContent {
  declared_content: string;
  declared_value: number;
  /** The currency of the country (RO RON, HU HUF, BG EUR, CZ CZK, SK EUR). */
  currency: string;
  /** Cash on delivery: on when above 0. */
  cash_on_delivery_value: number;
}

export interface ShipmentAdditionalData {
  note: string | null;
  first_reference_number: string | null;
  second_reference_number: string | null;
}

/** A parcel as ordered: its keys and its declared weight (kg) and dimensions (cm). */
export interface OrderedParcel {
  parcel_id: number;
  number: string;
  in_shipment_order: number;
  weight: number;
  height: number;
  width: number;
  length: number;
}

/** What the sender asked for. */
export interface ShipmentOrder {
  client_id: number;
  delivery_service: DeliveryServiceId;
  /** The foreign country: the recipient's, or the sender's for returns. */
  country_id: number;
  sender: ShipmentParty;
  recipient: ShipmentParty;
  content: ShipmentContent;
  additional_data: ShipmentAdditionalData;
  parcels: OrderedParcel[];
}

export interface CourierParcelNumber {
  parcel_id: number;
  number: string;
}

export type ShipmentEvent =
  | {
      type: 'ShipmentCreated';
      data: {
        shipmentId: number;
        number: string;
        order: ShipmentOrder;
        courierId: number;
        creator: ShipmentCreator;
        isEmag: boolean;
        createdAt: string;
      };
    }
  | { type: 'ShipmentChanged'; data: { shipmentId: number; order: ShipmentOrder } }
  | { type: 'ShipmentRegistrationRetryRequested'; data: { shipmentId: number } }
  | {
      type: 'ShipmentRegisteredWithCourier';
      data: { shipmentId: number; courier: string; awb: string; parcels: CourierParcelNumber[]; registeredAt: string };
    }
  | {
      type: 'ShipmentRegistrationFailed';
      data: { shipmentId: number; reason: 'rejected' | 'unavailable'; message: string; fields: Record<string, string[]>; failedAt: string };
    }
  | { type: 'ShipmentMarkedDeleted'; data: { shipmentId: number; deletedAt: string } }
  | {
      type: 'ShipmentParcelAdopted';
      data: { shipmentId: number; parcelId: number; toShipmentId: number; toClientId: number; adoptedAt: string };
    };

export type ShipmentEventType = ShipmentEvent['type'];

export interface ParcelStatusRow {
  rowId: number;
  parcelId: number;
  shipmentId: number;
  statusTypeId: number;
  when: string;
  where: string;
  /** False for rows the system or a courier recorded. */
  deletionAllowed: boolean;
  /** The scanner's id of the scan that recorded it (a repeated scan id is the same scan). */
  scanId?: string;
}

/** What the warehouse floor measured: weight in kg, sides in cm (spec/02 §3 Parcel). */
export interface ParcelMeasurement {
  parcelId: number;
  shipmentId: number;
  weight: number;
  height: number;
  width: number;
  length: number;
  nonConveyable: boolean;
  volumetricWeight: number;
}

export type ParcelEvent =
  | { type: 'ParcelStatusRecorded'; data: ParcelStatusRow }
  | { type: 'ParcelStatusRowDeleted'; data: { rowId: number; parcelId: number; shipmentId: number } }
  | { type: 'ParcelBufferNumberSet'; data: { parcelId: number; shipmentId: number; number: string; emag: boolean } }
  | { type: 'ParcelMeasured'; data: ParcelMeasurement }
  /** The parcel is put in a problematic sector (it waits there until resolved). */
  | {
      type: 'ParcelSectorAssigned';
      data: {
        parcelId: number;
        shipmentId: number;
        sectorId: number;
        sectorCode: string;
        statusTypeId: number;
        at: string;
        scanId?: string;
      };
    }
  | {
      type: 'ParcelSectorResolved';
      data: { parcelId: number; shipmentId: number; sectorId: number; resolution: string; note: string | null; at: string };
    }
  /** Sorting put the parcel in a zone (and a bucket, for the zones that have them) for its courier. */
  | {
      type: 'ParcelClassified';
      data: {
        parcelId: number;
        shipmentId: number;
        zone: number;
        bucket: string | null;
        courier: string | null;
        statusTypeId: number;
        at: string;
        scanId?: string;
      };
    };

export type ParcelEventType = ParcelEvent['type'];

export const shipmentStream = (shipmentId: number): string => `shipment-${shipmentId}`;
export const parcelStream = (parcelId: number): string => `parcel-${parcelId}`;
