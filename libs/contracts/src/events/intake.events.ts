import { z } from 'zod';
import { eventTypesOf } from './event-types.js';

/** Intake, unknown client aliases and external inbound (issue 11), version 1 (docs/events.md). */

const when = z.string().datetime();
const id = z.number().int().min(1);
const scanId = z.string().min(1).max(64);

/** An outside courier's parcel taken in (external-inbound-<id>). */
export const externalInboundEventSchemas = {
  ExternalInboundReceived: z.object({
    externalInboundId: id,
    barcode: z.string().min(1),
    waybill: z.string().min(1),
    inboundCourierId: id.nullable(),
    scannedAt: when,
    scannedBy: z.object({ userId: z.string(), email: z.string() }),
    scanId: scanId.optional(),
  }),
  ExternalInboundCommented: z.object({ externalInboundId: id, comment: z.string().max(1000).nullable() }),
  ExternalInboundParcelAdded: z.object({ externalInboundId: id, parcelId: id, shipmentId: id, number: z.string().min(1), at: when }),
} as const;

/** The reservation of an inbound's barcode (one stream per barcode, appended with no_stream). */
export const externalInboundBarcodeEventSchemas = {
  ExternalInboundBarcodeReserved: z.object({ barcode: z.string().min(1), externalInboundId: id }),
} as const;

/** The reservation of an unknown barcode taken in at intake (one stream per barcode): the buffer parcel it became. */
export const intakeBarcodeEventSchemas = {
  IntakeBarcodeReserved: z.object({ barcode: z.string().min(1), parcelId: id, shipmentId: id, scanId: scanId.optional() }),
} as const;

/** An unknown client alias (client-alias-<id>). */
export const clientAliasEventSchemas = {
  ClientAliasReported: z.object({ aliasId: id, alias: z.string().min(1).max(120), proposedClientId: id.nullable(), reportedAt: when }),
  ClientAliasResolved: z.object({
    aliasId: id,
    alias: z.string().min(1).max(120),
    clientId: id,
    isEmag: z.boolean(),
    resolvedType: z.enum(['manual', 'proposition']),
    resolvedAt: when,
  }),
} as const;

/** The reservation of an alias (one stream per normalized alias): its id. */
export const clientAliasNameEventSchemas = {
  ClientAliasNameReserved: z.object({ alias: z.string().min(1), aliasId: id }),
} as const;

/** Every event of this part of the warehouse area. */
export const intakeEventSchemas = {
  ...externalInboundEventSchemas,
  ...externalInboundBarcodeEventSchemas,
  ...intakeBarcodeEventSchemas,
  ...clientAliasEventSchemas,
  ...clientAliasNameEventSchemas,
} as const;

export const EXTERNAL_INBOUND_EVENT_TYPES = eventTypesOf(externalInboundEventSchemas);
export const CLIENT_ALIAS_EVENT_TYPES = eventTypesOf(clientAliasEventSchemas);
