import { nativeLockerId, type CourierService } from '@parcel/domain';
import type { CourierParty, CourierRegistrationRequest } from '../courier-registration.port.js';

export type SamedayService = Exclude<CourierService, 'cargus_ship_and_go'>;

/** Our account at Sameday: where it picks up, who to call, and its service ids (GET /api/client/services). */
export interface SamedayAccount {
  readonly pickupPointId: string;
  readonly contactPersonId: string;
  /** null: not configured (a shipment needing it is unavailable until it is). */
  readonly services: Readonly<Record<SamedayService, string | null>>;
}

const round = (value: number, digits: number) => String(Math.round(value * 10 ** digits) / 10 ** digits);

function party(form: URLSearchParams, prefix: string, who: CourierParty): void {
  const company = !who.privatePerson;
  form.append(`${prefix}[name]`, company ? (who.contactName ?? who.name) : who.name);
  form.append(`${prefix}[phoneNumber]`, who.phone.replace(/[\s\-.()]/g, ''));
  // 0 a private person, 1 a company.
  form.append(`${prefix}[personType]`, company ? '1' : '0');
  if (company) form.append(`${prefix}[companyName]`, who.name);
  if (who.email) form.append(`${prefix}[email]`, who.email);
  form.append(`${prefix}[city]`, who.locality);
  if (who.county) form.append(`${prefix}[county]`, who.county);
  form.append(`${prefix}[address]`, who.address);
  form.append(`${prefix}[postalCode]`, who.postalCode);
}

/**
 * POST /api/awb's form (integrations.md): our pickup point and contact, one
 * package per parcel, COD and insured value, the recipient, the client
 * reference (our internal number), and for lockers lockerLastMile (delivery)
 * or lockerFirstMile (return: the customer drops it at a locker). A home
 * return is picked up at the sender's address (thirdPartyPickup,
 * thirdPickupAddress). The content goes first in the observation.
 */
export function awbForm(
  request: CourierRegistrationRequest,
  service: SamedayService,
  serviceId: string,
  account: SamedayAccount,
): URLSearchParams {
  const form = new URLSearchParams();
  form.append('pickupPoint', account.pickupPointId);
  form.append('contactPerson', account.contactPersonId);
  form.append('packageType', '0');
  form.append('packageNumber', String(request.parcels.length));
  form.append(
    'packageWeight',
    round(
      request.parcels.reduce((sum, parcel) => sum + parcel.weightKg, 0),
      3,
    ),
  );
  form.append('service', serviceId);
  form.append('awbPayment', '1');
  form.append('cashOnDelivery', round(request.codAmount, 2));
  form.append('currency', request.currency.toUpperCase());
  form.append('insuredValue', round(request.declaredValue, 2));
  form.append('clientInternalReference', request.reference);
  form.append('observation', [request.content, request.note].filter((text) => text).join(' | '));
  const homeReturn = request.kind === 'home_return';
  form.append('thirdPartyPickup', homeReturn ? '1' : '0');
  if (homeReturn) party(form, 'thirdPickupAddress', request.sender);
  if (request.lockerId && (service === 'sameday_locker' || service === 'sameday_xb_locker')) {
    form.append(request.kind === 'locker_return' ? 'lockerFirstMile' : 'lockerLastMile', nativeLockerId(request.lockerId));
  }
  party(form, 'awbRecipient', request.recipient);
  request.parcels.forEach((parcel, i) => {
    form.append(`parcels[${i}][weight]`, round(parcel.weightKg, 3));
    form.append(`parcels[${i}][width]`, round(parcel.widthCm, 1));
    form.append(`parcels[${i}][length]`, round(parcel.lengthCm, 1));
    form.append(`parcels[${i}][height]`, round(parcel.heightCm, 1));
  });
  return form;
}

const PARTY_FIELDS: Readonly<Record<string, string>> = {
  name: 'name',
  companyName: 'name',
  phoneNumber: 'phone',
  personType: 'privatePerson',
  email: 'email',
  city: 'locality',
  cityString: 'locality',
  county: 'county',
  address: 'address',
  postalCode: 'postalCode',
};
const PARCEL_FIELDS: Readonly<Record<string, string>> = { weight: 'weightKg', width: 'widthCm', length: 'lengthCm', height: 'heightCm' };
const TOP_FIELDS: Readonly<Record<string, string>> = {
  lockerLastMile: 'lockerId',
  lockerFirstMile: 'lockerId',
  cashOnDelivery: 'codAmount',
  insuredValue: 'declaredValue',
  currency: 'currency',
  clientInternalReference: 'reference',
  packageWeight: 'parcels',
  packageNumber: 'parcels',
  parcels: 'parcels',
  observation: 'note',
};

/** Sameday's form path ('awbRecipient.phoneNumber', 'parcels.0.weight') -> our request's ('recipient.phone', 'parcels.0.weightKg'). */
export function requestPath(samedayPath: string): string {
  const [head, second, third] = samedayPath.split('.');
  if ((head === 'awbRecipient' || head === 'thirdPickupAddress') && second && PARTY_FIELDS[second]) {
    return `${head === 'awbRecipient' ? 'recipient' : 'sender'}.${PARTY_FIELDS[second]}`;
  }
  if (head === 'parcels' && second !== undefined && /^\d+$/.test(second) && third && PARCEL_FIELDS[third])
    return `parcels.${second}.${PARCEL_FIELDS[third]}`;
  if (head && second === undefined && TOP_FIELDS[head]) return TOP_FIELDS[head];
  return `courier.${samedayPath}`;
}

interface ErrorNode {
  readonly errors?: unknown;
  readonly children?: Record<string, ErrorNode> | unknown[];
}

/** A 400's `errors.children` tree (Symfony forms) flattened to our request paths; empty when it has none. */
export function validationFields(body: unknown): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  const walk = (node: ErrorNode | undefined, path: string[]) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node.errors) && path.length > 0) {
      const messages = node.errors.filter((message): message is string => typeof message === 'string');
      if (messages.length > 0) (fields[requestPath(path.join('.'))] ??= []).push(...messages);
    }
    const children = node.children;
    if (children && typeof children === 'object') {
      for (const [key, child] of Object.entries(children)) walk(child as ErrorNode, [...path, key]);
    }
  };
  const errors = (body as { errors?: ErrorNode } | undefined)?.errors;
  walk(errors, []);
  if (Array.isArray(errors?.errors)) {
    const top = errors.errors.filter((message): message is string => typeof message === 'string');
    if (top.length > 0) (fields['_'] ??= []).push(...top);
  }
  return fields;
}
