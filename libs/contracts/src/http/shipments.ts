import { z } from 'zod';
import { phoneNumberField } from './clients.js';
import { INT4_MAX, emailField, flag, intId, numeric } from './validation.js';

/** Shipment contracts (spec/03 §3, §5, §7 "Shipments (v2)"; docs/parcel-lifecycle.md). */

const text = (max: number) => z.string().trim().max(max, { error: 'too_long' });
const requiredText = (max: number) => text(max).min(1);
const optionalText = (max: number) =>
  z.preprocess((v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v), text(max).nullable());
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** '+40' or '0040' (up to three digits of country code). */
const shipmentPhonePrefix = z
  .string()
  .trim()
  .regex(/^(\+|00)\d{1,3}$/, { error: 'invalid_phone_prefix' })
  .transform((v) => (v.startsWith('+') ? `00${v.slice(1)}` : v));

/**
 * A sender or recipient as the form sends it (spec/03 §3). Both spellings are
 * taken: `country: {id}` or `country_id`, `address.locality: {id}` or
 * `address.locality_id`, `locker: {id}` or `locker_id`; the 422 keys are the
 * spec's ({type}.address.locality_id, {type}.locker_id).
 */
export const shipmentPartyInput = z.preprocess(
  (raw) => {
    if (!isObject(raw)) return raw;
    const address = isObject(raw['address']) ? raw['address'] : {};
    const locality = isObject(address['locality']) ? address['locality'] : null;
    return {
      ...raw,
      country_id: raw['country_id'] ?? (isObject(raw['country']) ? raw['country']['id'] : raw['country']),
      locker_id: raw['locker_id'] ?? (isObject(raw['locker']) ? raw['locker']['id'] : null),
      address: { ...address, locality_id: address['locality_id'] ?? locality?.['id'] ?? null },
    };
  },
  z
    .object({
      name: requiredText(100),
      private_person: flag.default(true),
      contact_name: optionalText(100),
      email: z.preprocess((v) => (v === '' ? null : v), emailField.nullable().default(null)),
      phone: z.object({ prefix: shipmentPhonePrefix, number: phoneNumberField }),
      country_id: intId,
      address: z.object({
        locality_id: numeric(
          z.number().int({ error: 'invalid_value' }).min(1, { error: 'invalid_value' }).max(INT4_MAX, { error: 'invalid_value' }),
        )
          .nullable()
          .default(null),
        postal_code: optionalText(12),
        details: optionalText(200),
      }),
      locker_id: z.preprocess((v) => (v === '' || v === undefined ? null : typeof v === 'number' ? String(v) : v), text(60).nullable()),
    })
    // A company must give a contact name (checked even when other fields fail, so the form shows every error at once).
    .superRefine(
      (party, ctx) => {
        if (party?.private_person === false && !party.contact_name)
          ctx.addIssue({ code: 'custom', path: ['contact_name'], message: 'required' });
      },
      { when: () => true },
    )
    // A private person has no contact name.
    .transform((party) => ({ ...party, contact_name: party.private_person ? null : party.contact_name })),
);
export type ShipmentPartyInput = z.output<typeof shipmentPartyInput>;

const dimension = numeric(
  z.number({ error: 'invalid_type' }).int({ error: 'invalid_value' }).min(10, { error: 'too_small' }).max(300, { error: 'too_big' }),
);
const weightKg = numeric(z.number({ error: 'invalid_type' }).min(0.1, { error: 'too_small' }).max(1000, { error: 'too_big' })).transform(
  (v) => Math.round(v * 100) / 100,
);

export const shipmentParcelInput = z.object({
  weight: z.object({ declared: weightKg }),
  dimensions: z.object({ declared: z.object({ height: dimension, width: dimension, length: dimension }) }),
  in_shipment_order: numeric(z.number().int().min(1).max(21)).optional(),
  /** An existing parcel of the shipment (on change); new parcels have none. */
  id: intId.nullable().optional(),
});

const money = (max: number) =>
  numeric(z.number({ error: 'invalid_type' }).min(0, { error: 'too_small' }).max(max, { error: 'too_big' })).transform(
    (v) => Math.round(v * 100) / 100,
  );

const shipmentFields = {
  delivery_service: numeric(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: 'invalid_value' })),
  /** The admin picks the client; a client's own id is taken from its session (null). */
  client_id: intId.nullable().default(null),
  sender: shipmentPartyInput.nullable().default(null),
  recipient: shipmentPartyInput.nullable().default(null),
  content: z.object({
    declared_content: requiredText(255),
    declared_value: money(1_000_000),
    /** Ignored: the currency is the country's. */
    currency: z.string().optional(),
    cash_on_delivery_value: money(1_000_000).default(0),
  }),
  additional_data: z
    .object({ note: optionalText(500), first_reference_number: optionalText(100), second_reference_number: optionalText(100) })
    .default({ note: null, first_reference_number: null, second_reference_number: null }),
  parcels: z.array(shipmentParcelInput).min(1, { error: 'required' }).max(21, { error: 'too_big' }),
};

type ShipmentBody = z.infer<z.ZodObject<typeof shipmentFields>>;

/** The party the sender fills in is the recipient, or the sender for returns (2, 4); locker services need a locker, home ones a locality and street. */
function checkParties(body: Partial<ShipmentBody>, ctx: z.RefinementCtx) {
  // Runs even when other fields failed (every error at once): the body may be partial here.
  if (!body || typeof body !== 'object' || ![1, 2, 3, 4].includes(body.delivery_service as number)) return;
  const isReturn = body.delivery_service === 2 || body.delivery_service === 4;
  const isLocker = body.delivery_service === 3 || body.delivery_service === 4;
  const type = isReturn ? 'sender' : 'recipient';
  const party = body[type] as ShipmentPartyInput | null | undefined;
  if (!party || typeof party !== 'object') {
    ctx.addIssue({ code: 'custom', path: [type, 'name'], message: 'required' });
    return;
  }
  if (isLocker && !party.locker_id) ctx.addIssue({ code: 'custom', path: [type, 'locker_id'], message: 'required' });
  if (!isLocker && !party.address?.locality_id)
    ctx.addIssue({ code: 'custom', path: [type, 'address', 'locality_id'], message: 'required' });
  if (!isLocker && !party.address?.details) ctx.addIssue({ code: 'custom', path: [type, 'address', 'details'], message: 'required' });
}

/** POST app/v2/shipment/. */
export const createShipmentRequest = z.object(shipmentFields).superRefine(checkParties, { when: () => true });
export type CreateShipmentRequest = z.output<typeof createShipmentRequest>;

/** PUT app/v2/shipment/: the shipment id and the same fields. */
export const updateShipmentRequest = z.object({ id: intId, ...shipmentFields }).superRefine(checkParties, { when: () => true });
export type UpdateShipmentRequest = z.output<typeof updateShipmentRequest>;

/** PATCH app/v2/shipment/ (retry the courier registration). */
export const retryRegistrationRequest = z.object({ id: intId });
/** DELETE app/v2/shipment/ (mark as deleted). */
export const deleteShipmentRequest = z.object({ waybill: requiredText(40) });

/** A shipment's or parcel's internal number in a path (what the scanner's pattern allows, loosely). */
export const shipmentNumberParams = z.object({ internalNumber: requiredText(40) });
export const labelParams = z.object({
  internalNumber: requiredText(40),
  size: z.enum(['dl', '100150'], { error: 'invalid_value' }),
});
export const labelQuery = z.object({ format: z.enum(['pdf', 'zpl'], { error: 'invalid_value' }).optional() });
/** Bulk labels: many shipments in one file. */
export const bulkLabelsRequest = z.object({
  numbers: z.array(requiredText(40)).min(1, { error: 'required' }).max(5000, { error: 'too_big' }),
  size: z.enum(['dl', '100150'], { error: 'invalid_value' }).default('100150'),
  format: z.enum(['pdf', 'zpl'], { error: 'invalid_value' }).optional(),
});
export const serviceQuery = z.object({ client_id: intId.nullable().default(null) });

/** Accepts an ISO date-time or 'YYYY-MM-DD HH:mm[:ss]' (the form's datetime field); answers ISO. */
export const dateTimeField = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const normalised = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(v) ? v.replace(' ', 'T') : v;
    const date = new Date(normalised);
    if (Number.isNaN(date.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(v)) {
      ctx.addIssue({ code: 'custom', message: 'invalid_value' });
      return z.NEVER;
    }
    return date.toISOString();
  });

export const statusRowInput = z.object({
  parcel_id: intId,
  status_type_id: intId,
  when: dateTimeField.optional(),
  where: optionalText(100),
});
/** POST app/v2/parcel/history: a list of {parcel_id, status_type_id, when, where} (one object is taken as a list of one). */
export const setStatusesRequest = z.preprocess(
  (v) => (isObject(v) && !Array.isArray(v) && 'parcel_id' in v ? [v] : isObject(v) && Array.isArray(v['items']) ? v['items'] : v),
  z.array(statusRowInput).min(1, { error: 'required' }).max(500, { error: 'too_big' }),
);
export type SetStatusesRequest = z.output<typeof setStatusesRequest>;
/** DELETE app/v2/parcel/history (body id: the status row). */
export const deleteStatusRowRequest = z.object({ id: intId });

/** PATCH app/v1/parcel/adopt/buffer (spec/03 §3 adoption form). */
export const adoptBufferRequest = z.object({ id_parcel: intId, id_client: intId, is_emag_parcel: flag.default(false) });
/** PATCH app/v1/parcel/adopt/unprocessable: also `return`. */
export const adoptUnprocessableRequest = adoptBufferRequest.extend({ return: flag.default(false) });
export type AdoptParcelRequest = z.output<typeof adoptUnprocessableRequest>;
/** PUT app/v1/parcel/set-new-buffer-number. */
export const setBufferNumberRequest = z.object({
  parcel_id: intId,
  barcode: z.string().trim().min(1, { error: 'required' }).min(4, { error: 'too_short' }).max(40, { error: 'too_long' }),
  emag: flag.default(false),
});

/** GET /api/audit/shipment/{n}?as_of= */
export const auditQuery = z.object({ as_of: dateTimeField.optional() });

// ---- answers (what the console reads) ----

export interface CountryView {
  id: number;
  name: string;
  iso_code: string;
  currency: string;
}
export interface PartyView {
  name: string;
  private_person: boolean;
  contact_name: string | null;
  email: string | null;
  phone: { prefix: string; number: string };
  country: CountryView;
  address: { locality: { id: number | null; name: string }; county: string | null; postal_code: string; details: string };
  locker: { id: string; name: string } | null;
}
export interface ParcelWaybill {
  internal: string;
  external_first_mile: string | null;
  external_last_mile: string | null;
  external_return: string | null;
  external_duplicated: string | null;
  external_buffer: string | null;
}
export interface Dimensions {
  height: number;
  width: number;
  length: number;
}
export interface ParcelView {
  id: number;
  waybill: ParcelWaybill;
  in_shipment_order: number;
  weight: { declared: number; measured: number | null };
  dimensions: { declared: Dimensions; measured: Dimensions | null };
  timestamps: { shipping_warehouse_received_at: string | null; delivered_at: string | null; return_warehouse_received_at: string | null };
  non_conveyable: boolean;
  oversize: boolean;
  status: { id: number; name: string } | null;
}
export interface ShipmentActionsView {
  edit: boolean;
  retryRegistration: boolean;
  markDeleted: boolean;
  setStatus: boolean;
  deleteStatus: boolean;
  printLabel: boolean;
  returnSticker: boolean;
  newOutNumber: boolean;
  staffTabs: boolean;
  forceAssign: 'buffer' | 'unprocessable' | null;
  payload: boolean;
  copyTrackingLink: true;
}
export interface ShipmentView {
  id: number;
  client_id: number;
  client_name: string;
  delivery_service: number;
  country_id: number;
  sender: PartyView;
  recipient: PartyView;
  content: { declared_content: string; declared_value: number; currency: string; cash_on_delivery_value: number };
  additional_data: { note: string | null; first_reference_number: string | null; second_reference_number: string | null };
  parcels: ParcelView[];
  waybill: { internal: string; external: string | null };
  external_couriers: { first_mile: { id: number; name: string } | null; last_mile: { id: number; name: string } };
  internal_info: {
    creator: string;
    is_emag: boolean;
    is_return: boolean;
    shipment_id: number;
    parcel_id: number | null;
    correctly_requested_at: string | null;
    error_message: string | null;
    processable: boolean;
  };
  registration: 'awaiting' | 'failed' | 'registered';
  deleted_at: string | null;
  created_at: string;
  tracking_path: string;
  actions: ShipmentActionsView;
}
/** GET app/v2/shipment/{internalNumber}. */
export interface ShipmentResponse {
  shipment: ShipmentView;
  context: 'shipment' | 'parcel';
}
export interface HistoryRowView {
  id: number;
  when: string;
  name: string;
  name_ro: string;
  where: string;
  user: string | null;
  workstation: string | null;
  problematic_sector: { name: string } | null;
  deletion_allowed: boolean;
}
/** GET app/v2/shipment/{n}/history. */
export interface ShipmentHistoryResponse {
  history: { shipment: HistoryRowView[]; parcels: { waybill: string; parcel_id: number; history: HistoryRowView[] }[] };
}
export interface ProblemView {
  rule: { name: string; code: string };
  status: 'reported' | 'resolved';
  reported_at: string;
  resolved_at: string | null;
  resolved_by: { email: string } | null;
  payload: Record<string, unknown>;
}
/** GET app/v2/shipment/{n}/internal_info. */
export interface InternalInfoResponse {
  data: {
    shipment: {
      creator: string;
      is_return: boolean;
      is_emag: boolean;
      correctly_requested_at: string | null;
      in_service: string | null;
      out_service: string;
    };
    parcels: {
      internal_number: string;
      delay_counter: number;
      status_checked_at: string | null;
      read_client_alias: string | null;
      processable: boolean;
      error_message: string | null;
    }[];
    problems: ProblemView[];
  };
}
export interface DeliveryServiceView {
  id: number;
  name: string;
  code: string;
  is_return: boolean;
  is_locker: boolean;
  countries: { id: number; name: string; iso_code: string; currency: string }[];
}
export interface PublicHistoryRow {
  when: string;
  name: string;
  name_ro: string;
  where: string;
}
/** GET app/v2/public/shipment/{n}/history: no names, phones or addresses. */
export interface PublicTrackingResponse {
  number: string;
  destination_city: string;
  destination_country: string;
  parcels: { number: string; position: number; history: PublicHistoryRow[] }[];
  history: PublicHistoryRow[];
}
export interface AuditEventView {
  stream: string;
  revision: number;
  position: string;
  type: string;
  data: unknown;
  recorded_at: string;
  user: { id: string | null; email: string | null; role: string | null };
  workstation: string | null;
  warehouse: string | null;
  correlation_id: string | null;
  causation_id: string | null;
}
/** GET /api/audit/shipment/{n}. */
export interface ShipmentAuditResponse {
  number: string;
  events: AuditEventView[];
  as_of: string | null;
  state: unknown;
}
