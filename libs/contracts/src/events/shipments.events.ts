import { z } from 'zod';
import { eventTypesOf } from './event-types.js';

/** The schema of each shipments-area event's data, current version 1 (docs/parcel-lifecycle.md "Events"). */

const shipmentId = z.number().int().min(1);
const parcelId = z.number().int().min(1);
const when = z.string().datetime();

const party = z.object({
  name: z.string(),
  private_person: z.boolean(),
  contact_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.object({ prefix: z.string(), number: z.string() }),
  country_id: z.number().int(),
  address: z.object({
    locality_id: z.number().int().nullable(),
    locality_name: z.string(),
    county: z.string().nullable(),
    postal_code: z.string(),
    details: z.string(),
  }),
  locker: z.object({ id: z.string(), name: z.string() }).nullable(),
});

const order = z.object({
  client_id: z.number().int().min(1),
  delivery_service: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  country_id: z.number().int(),
  sender: party,
  recipient: party,
  content: z.object({ declared_content: z.string(), declared_value: z.number(), currency: z.string(), cash_on_delivery_value: z.number() }),
  additional_data: z.object({
    note: z.string().nullable(),
    first_reference_number: z.string().nullable(),
    second_reference_number: z.string().nullable(),
  }),
  parcels: z.array(
    z.object({
      parcel_id: parcelId,
      number: z.string(),
      in_shipment_order: z.number().int(),
      weight: z.number(),
      height: z.number(),
      width: z.number(),
      length: z.number(),
    }),
  ),
});

/** A shipment's own stream (shipment-<id>). */
export const shipmentStreamEventSchemas = {
  ShipmentCreated: z.object({
    shipmentId,
    number: z.string(),
    order,
    courierId: z.number().int(),
    creator: z.enum(['app_v2', 'init_scan', 'external_shop', 'api', 'adoption']),
    isEmag: z.boolean(),
    createdAt: when,
  }),
  ShipmentChanged: z.object({ shipmentId, order }),
  ShipmentRegistrationRetryRequested: z.object({ shipmentId }),
  ShipmentRegisteredWithCourier: z.object({
    shipmentId,
    courier: z.string(),
    awb: z.string(),
    parcels: z.array(z.object({ parcel_id: parcelId, number: z.string() })),
    registeredAt: when,
  }),
  ShipmentRegistrationFailed: z.object({
    shipmentId,
    reason: z.enum(['rejected', 'unavailable']),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())),
    failedAt: when,
  }),
  ShipmentMarkedDeleted: z.object({ shipmentId, deletedAt: when }),
  ShipmentParcelAdopted: z.object({ shipmentId, parcelId, toShipmentId: shipmentId, toClientId: z.number().int().min(1), adoptedAt: when }),
} as const;

/** A scanner's id of one scan (the offline queue re-sends it: a repeat is the same scan). */
const scanId = z.string().min(1).max(64);
/** kg or cm, as measured on the floor. */
const measure = z.number().min(0);

/** A parcel's own stream (parcel-<id>): status rows, buffer number, and what the warehouse floor did. */
export const parcelStreamEventSchemas = {
  ParcelStatusRecorded: z.object({
    rowId: z.number().int().min(1),
    parcelId,
    shipmentId,
    statusTypeId: z.number().int().min(1),
    when,
    where: z.string(),
    deletionAllowed: z.boolean(),
    scanId: scanId.optional(),
  }),
  ParcelStatusRowDeleted: z.object({ rowId: z.number().int().min(1), parcelId, shipmentId }),
  ParcelBufferNumberSet: z.object({ parcelId, shipmentId, number: z.string().min(1), emag: z.boolean() }),
  ParcelMeasured: z.object({
    parcelId,
    shipmentId,
    weight: measure,
    height: measure,
    width: measure,
    length: measure,
    nonConveyable: z.boolean(),
    volumetricWeight: measure,
  }),
  ParcelSectorAssigned: z.object({
    parcelId,
    shipmentId,
    sectorId: z.number().int().min(1),
    sectorCode: z.string().min(1),
    statusTypeId: z.number().int().min(1),
    at: when,
    scanId: scanId.optional(),
  }),
  ParcelSectorResolved: z.object({
    parcelId,
    shipmentId,
    sectorId: z.number().int().min(1),
    resolution: z.string().min(1),
    note: z.string().nullable(),
    at: when,
  }),
  ParcelClassified: z.object({
    parcelId,
    shipmentId,
    zone: z.number().int().min(0),
    bucket: z.string().nullable(),
    courier: z.string().nullable(),
    statusTypeId: z.number().int().min(1),
    at: when,
    scanId: scanId.optional(),
  }),
} as const;

export const shipmentEventSchemas = { ...shipmentStreamEventSchemas, ...parcelStreamEventSchemas } as const;

export const SHIPMENT_EVENT_TYPES = eventTypesOf(shipmentStreamEventSchemas);
export const PARCEL_EVENT_TYPES = eventTypesOf(parcelStreamEventSchemas);
