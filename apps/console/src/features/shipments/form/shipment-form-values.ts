import { z } from 'zod';
import { createShipmentRequest, parseContract, type ShipmentView } from '@parcel/contracts';
import { deliveryService, destination, MAX_PARCELS } from '@parcel/domain';

/**
 * The shipment form's values as the inputs hold them (spec/03 §3): one flat
 * set of fields for the party the sender fills in (the recipient, or the
 * sender for returns), the content, the additional data and the parcels.
 * Converted to the contract's body (sender or recipient, the other null) for
 * validation and save; the contract's error paths come back as field names.
 */
export interface ParcelValues {
  /** An existing parcel of the shipment (edit); null for a new one. */
  readonly id: number | null;
  readonly weight: number | string;
  readonly height: number | string;
  readonly width: number | string;
  readonly length: number | string;
}

export interface ShipmentFormValues {
  [key: string]: unknown;
  client_id: string | null;
  client_name: string;
  delivery_service: string;
  country_id: string;
  currency: string;
  name: string;
  private_person: boolean;
  contact_name: string;
  email: string;
  phone_prefix: string;
  phone_number: string;
  locality_id: string | null;
  locality_name: string;
  postal_code: string;
  details: string;
  locker_id: string | null;
  locker_name: string;
  declared_content: string;
  declared_value: number | string;
  cash_on_delivery: boolean;
  cash_on_delivery_value: number | string;
  note: string;
  first_reference_number: string;
  second_reference_number: string;
  parcels: ParcelValues[];
}

/** Returns (2, 4) take the sender's country and block; deliveries the recipient's. */
export const isReturnService = (service: string | number): boolean => deliveryService(Number(service))?.isReturn ?? false;
/** Locker services (3, 4) need a locker and carry one parcel. */
export const isLockerService = (service: string | number): boolean => deliveryService(Number(service))?.isLocker ?? false;

/** The dialling code shown by default for a destination (spec/03 §9 countries). */
const PHONE_PREFIXES: Record<string, string> = { RO: '+40', HU: '+36', BG: '+359', CZ: '+420', SK: '+421' };
export const defaultPhonePrefix = (countryId: string | number): string =>
  PHONE_PREFIXES[destination(Number(countryId))?.iso ?? 'RO'] ?? '+40';

/** '0040' -> '+40' (as people write it); anything else as it is. */
export const toDisplayPrefix = (stored: string): string => (stored.startsWith('00') ? `+${stored.slice(2)}` : stored);

/** A new parcel (spec/03 §5): weight 0, dimensions 0, to be filled in. */
export const newParcel = (): ParcelValues => ({ id: null, weight: 0, height: 0, width: 0, length: 0 });

/** Add-parcel is offered below 21 parcels and never for locker services (spec/03 §5). */
export const mayAddParcel = (values: Pick<ShipmentFormValues, 'delivery_service' | 'parcels'>): boolean =>
  !isLockerService(values.delivery_service) && values.parcels.length < MAX_PARCELS;

/** A new shipment: home delivery to Romania (the first country), one parcel. */
export function newShipmentValues(): ShipmentFormValues {
  const country = destination(1)!;
  return {
    client_id: null,
    client_name: '',
    delivery_service: '1',
    country_id: String(country.id),
    currency: country.currency,
    name: '',
    private_person: true,
    contact_name: '',
    email: '',
    phone_prefix: defaultPhonePrefix(country.id),
    phone_number: '',
    locality_id: null,
    locality_name: '',
    postal_code: '',
    details: '',
    locker_id: null,
    locker_name: '',
    declared_content: '',
    declared_value: '',
    cash_on_delivery: false,
    cash_on_delivery_value: 0,
    note: '',
    first_reference_number: '',
    second_reference_number: '',
    parcels: [newParcel()],
  };
}

/** A stored shipment as the form shows it: the foreign party in the form, the client's side read-only beside it. */
export function valuesFromShipment(shipment: ShipmentView): ShipmentFormValues {
  const party = isReturnService(shipment.delivery_service) ? shipment.sender : shipment.recipient;
  return {
    client_id: String(shipment.client_id),
    client_name: shipment.client_name,
    delivery_service: String(shipment.delivery_service),
    country_id: String(shipment.country_id),
    currency: shipment.content.currency,
    name: party.name,
    private_person: party.private_person,
    contact_name: party.contact_name ?? '',
    email: party.email ?? '',
    phone_prefix: toDisplayPrefix(party.phone.prefix),
    phone_number: party.phone.number,
    locality_id: party.address.locality.id === null ? null : String(party.address.locality.id),
    locality_name: party.address.locality.name,
    postal_code: party.address.postal_code,
    details: party.address.details,
    locker_id: party.locker?.id ?? null,
    locker_name: party.locker?.name ?? '',
    declared_content: shipment.content.declared_content,
    declared_value: shipment.content.declared_value,
    cash_on_delivery: shipment.content.cash_on_delivery_value > 0,
    cash_on_delivery_value: shipment.content.cash_on_delivery_value,
    note: shipment.additional_data.note ?? '',
    first_reference_number: shipment.additional_data.first_reference_number ?? '',
    second_reference_number: shipment.additional_data.second_reference_number ?? '',
    parcels: [...shipment.parcels]
      .sort((a, b) => a.in_shipment_order - b.in_shipment_order)
      .map((parcel) => ({
        id: parcel.id,
        weight: parcel.weight.declared,
        height: parcel.dimensions.declared.height,
        width: parcel.dimensions.declared.width,
        length: parcel.dimensions.declared.length,
      })),
  };
}

/** The body of POST app/v2/shipment/ (PUT adds the id): the filled party as sender for returns, as recipient otherwise; the other null (the server fills the client's side). */
export function toShipmentRequest(values: ShipmentFormValues, options: { pickClient: boolean }): z.input<typeof createShipmentRequest> {
  const party = {
    name: values.name,
    private_person: values.private_person,
    contact_name: values.private_person ? null : values.contact_name,
    email: values.email,
    phone: { prefix: values.phone_prefix, number: values.phone_number },
    country_id: values.country_id,
    address: { locality_id: values.locality_id, postal_code: values.postal_code, details: values.details },
    locker_id: isLockerService(values.delivery_service) ? values.locker_id : null,
  };
  const isReturn = isReturnService(values.delivery_service);
  return {
    delivery_service: Number(values.delivery_service),
    client_id: options.pickClient && values.client_id ? Number(values.client_id) : null,
    sender: isReturn ? party : null,
    recipient: isReturn ? null : party,
    content: {
      declared_content: values.declared_content,
      declared_value: values.declared_value,
      currency: values.currency,
      cash_on_delivery_value: values.cash_on_delivery ? values.cash_on_delivery_value : 0,
    },
    additional_data: {
      note: values.note,
      first_reference_number: values.first_reference_number,
      second_reference_number: values.second_reference_number,
    },
    parcels: values.parcels.map((parcel, index) => ({
      ...(parcel.id === null ? {} : { id: parcel.id }),
      weight: { declared: parcel.weight },
      dimensions: { declared: { height: parcel.height, width: parcel.width, length: parcel.length } },
      in_shipment_order: index + 1,
    })),
  } as z.input<typeof createShipmentRequest>;
}

const PARTY_FIELDS: Record<string, string> = {
  'phone.prefix': 'phone_prefix',
  'phone.number': 'phone_number',
  phone: 'phone_number',
  'address.locality_id': 'locality_id',
  'address.postal_code': 'postal_code',
  'address.details': 'details',
  address: 'details',
  locker: 'locker_id',
  country: 'country_id',
};

/**
 * A field path of the API (a 422 key of spec/03 §5 or the contract's issue
 * path) as the form's field: `recipient.phone.number` -> `phone_number`,
 * `content.declared_value` -> `declared_value`, `parcels.2.dimensions.declared.width`
 * -> `parcels.2.width`. Paths the form has no field for stay as they are.
 */
export function formField(apiPath: string): string {
  const party = /^(sender|recipient)(?:\.(.+))?$/.exec(apiPath);
  if (party) {
    const rest = party[2];
    if (!rest) return 'name';
    return PARTY_FIELDS[rest] ?? rest;
  }
  const section = /^(content|additional_data)\.(.+)$/.exec(apiPath);
  if (section) return section[2]!;
  const parcel = /^parcels\.(\d+)\.(?:weight(?:\.declared)?|dimensions\.declared\.(height|width|length))$/.exec(apiPath);
  if (parcel) return `parcels.${parcel[1]}.${parcel[2] ?? 'weight'}`;
  return apiPath;
}

/** A 422 field map of the API keyed by the form's fields (the first key wins a field two API keys share). */
export function formFieldErrors(errors: Record<string, readonly string[]>): Record<string, readonly string[]> {
  const mapped: Record<string, readonly string[]> = {};
  for (const [path, codes] of Object.entries(errors)) mapped[formField(path)] ??= codes;
  return mapped;
}

/**
 * The form's own checks beyond the contract: the admin picks a client; cash
 * on delivery switched on needs an amount above 0 (it is "on" only above 0);
 * a locker service carries a single parcel and needs a locker, a home
 * service a locality and an address.
 */
function formRules(values: ShipmentFormValues, pickClient: boolean): Record<string, string> {
  const problems: Record<string, string> = {};
  if (pickClient && !values.client_id) problems['client_id'] = 'required';
  if (values.cash_on_delivery && !(Number(values.cash_on_delivery_value) > 0)) problems['cash_on_delivery_value'] = 'too_small';
  const locker = isLockerService(values.delivery_service);
  if (locker && values.parcels.length > 1) problems['parcels'] = 'shipment_locker_multi_parcel';
  // The contract checks these only once the rest passes; the form says them at once.
  if (locker && !values.locker_id) problems['locker_id'] = 'required';
  if (!locker && !values.locality_id) problems['locality_id'] = 'required';
  if (!locker && !values.details.trim()) problems['details'] = 'required';
  return problems;
}

/**
 * The form's schema for validation as it is typed and for SubmitButton: the
 * contract the API applies (on the body the form would send) plus the form's
 * own rules, with every issue on the form's field.
 */
export function shipmentFormSchema(options: { pickClient: boolean }): z.ZodType<ShipmentFormValues> {
  return z.custom<ShipmentFormValues>().superRefine((values, ctx) => {
    const result = parseContract(createShipmentRequest, toShipmentRequest(values, options));
    const problems: Record<string, string> = {};
    if (!result.success)
      for (const [path, codes] of Object.entries(formFieldErrors(result.errors))) problems[path] ??= codes[0] ?? 'invalid_value';
    for (const [path, code] of Object.entries(formRules(values, options.pickClient))) problems[path] ??= code;
    for (const [path, code] of Object.entries(problems)) {
      ctx.addIssue({ code: 'custom', path: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), message: code });
    }
  });
}

// ---- what a change of one field does to the others (spec/03 §4) ----

type Patch = Partial<ShipmentFormValues>;

/** Another country resets the locker, the locality and the postal code, and sets the content currency to the country's; a default dialling code follows the country. */
export function countryChange(values: ShipmentFormValues, countryId: string, currency: string): Patch {
  const keepPrefix = values.phone_prefix.trim() !== '' && values.phone_prefix !== defaultPhonePrefix(values.country_id);
  return {
    country_id: countryId,
    currency,
    locker_id: null,
    locker_name: '',
    locality_id: null,
    locality_name: '',
    postal_code: '',
    ...(keepPrefix ? {} : { phone_prefix: defaultPhonePrefix(countryId) }),
  };
}

/** Another service: a country the service does not reach becomes its first country (with the country's resets); a home service has no locker. */
export function serviceChange(
  values: ShipmentFormValues,
  serviceId: string,
  countries: readonly { id: number; currency: string }[],
): Patch {
  const patch: Patch = { delivery_service: serviceId };
  if (!isLockerService(serviceId)) Object.assign(patch, { locker_id: null, locker_name: '' });
  const first = countries[0];
  if (first && !countries.some((country) => String(country.id) === values.country_id)) {
    Object.assign(patch, countryChange(values, String(first.id), first.currency));
  }
  return patch;
}

/** A private person has no contact name. */
export const privatePersonChange = (yes: boolean): Patch => (yes ? { private_person: true, contact_name: '' } : { private_person: false });

/** Unchecking cash on delivery sets its value to 0. */
export const cashOnDeliveryChange = (on: boolean): Patch =>
  on ? { cash_on_delivery: true } : { cash_on_delivery: false, cash_on_delivery_value: 0 };

/** Picking a locality fills the postal code from its main postal code; clearing it clears both. */
export function localityChange(locality: { id: number; name: string; main_postal_code: string | null } | null): Patch {
  if (!locality) return { locality_id: null, locality_name: '', postal_code: '' };
  return { locality_id: String(locality.id), locality_name: locality.name, postal_code: locality.main_postal_code ?? '' };
}

/** Picking a locker; without a chosen locality the locker's locality is taken. */
export function lockerChange(
  values: ShipmentFormValues,
  locker: { id: string | number; name: string; locality_id: number | null; locality_name: string; postal_code: string } | null,
): Patch {
  if (!locker) return { locker_id: null, locker_name: '' };
  const patch: Patch = { locker_id: String(locker.id), locker_name: locker.name };
  if (!values.locality_id && locker.locality_id !== null) {
    Object.assign(patch, { locality_id: String(locker.locality_id), locality_name: locker.locality_name, postal_code: locker.postal_code });
  }
  return patch;
}

/** Picking a street writes it at the start of the address (the house number follows); a street's own postal code replaces the locality's. */
export function streetChange(
  values: ShipmentFormValues,
  street: { type: string | null; name: string; postal_code?: string | null },
): Patch {
  const text = [street.type, street.name].filter(Boolean).join(' ');
  return { details: `${text} `, ...(street.postal_code ? { postal_code: street.postal_code } : { postal_code: values.postal_code }) };
}
