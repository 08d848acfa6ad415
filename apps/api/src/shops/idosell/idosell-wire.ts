import { IDOSELL_STATUSES_TO_SHIP, type IdoSellOrder } from '@parcel/domain';
import {
  IdoSellRefused,
  IdoSellUnavailable,
  type IdoSellCourier,
  type IdoSellOrdersPage,
  type IdoSellPackage,
  type IdoSellPackageOutcome,
} from './idosell-port.js';

/**
 * IdoSell's Admin API on the wire (integrations.md "IdoSell"): the header
 * X-API-KEY, https://{shop}/api/admin/v{N}/..., writes wrap {"params": {...}};
 * errors in the header x-error or in errors{faultCode, faultString}, faultCode
 * 2 meaning an empty result; a 403 names the missing scope. The real adapter
 * and THE SANDBOX both build their requests and read their answers here.
 */

/** One answer as received: status, the x-error header, the parsed JSON body (undefined when none). */
export interface WireAnswer {
  readonly status: number;
  readonly xError: string | null;
  readonly json: unknown;
}

/** IdoSell's "empty result" fault. */
export const FAULT_EMPTY_RESULT = 2;

export const apiPath = (version: number, path: string): string => `/api/admin/v${version}${path}`;

/** POST /orders/orders/search: the orders waiting for dispatch, one page. */
export function searchOrdersBody(page: number, limit: number) {
  return { params: { ordersStatuses: [...IDOSELL_STATUSES_TO_SHIP], resultsPage: page, resultsLimit: limit } };
}

/** GET /couriers/couriers?countryCode=&resultsPage=&resultsLimit= */
export function couriersQuery(countryIso: string, page: number, limit: number): Record<string, string> {
  return { countryCode: countryIso, resultsPage: String(page), resultsLimit: String(limit) };
}

/** POST /orders/packages: one package per order, our waybill number as deliveryPackageNumber. */
export function packagesBody(packages: readonly IdoSellPackage[]) {
  return {
    params: {
      orderPackages: packages.map((p) => ({
        eventId: String(p.orderSerialNumber),
        eventType: 'order',
        packages: [{ courierId: p.courierId, deliveryPackageNumber: p.packageNumber }],
      })),
    },
  };
}

const isObject = (value: unknown): value is Record<string, any> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
const amount = (value: unknown): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : 0;
};
const positiveInt = (value: unknown): number | null => {
  const n = amount(value);
  return Number.isSafeInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : null;
};

/** The fault of an answer body (errors{faultCode, faultString}, or its first entry when a list). */
export function faultOf(json: unknown): { code: number; message: string } | null {
  const errors = isObject(json) ? json['errors'] : undefined;
  const first = Array.isArray(errors) ? errors[0] : errors;
  if (!isObject(first)) return null;
  const code = amount(first['faultCode']);
  return code === 0 ? null : { code, message: text(first['faultString']) };
}

/** Throws what an answer means when it is no success; an empty result (faultCode 2) passes. */
export function checkAnswer(answer: WireAnswer, call: string): void {
  const fault = faultOf(answer.json);
  const message = (answer.xError?.trim() || fault?.message || `HTTP ${answer.status}`).slice(0, 400);
  if (answer.status === 401) throw new IdoSellRefused('unauthorized', message);
  if (answer.status === 403) throw new IdoSellRefused('missing_scope', message);
  if (answer.status === 429 || answer.status >= 500) throw new IdoSellUnavailable(`IdoSell ${call} answered ${answer.status}: ${message}`);
  if (answer.status < 200 || answer.status > 299) throw new IdoSellRefused('rejected', message);
  if (fault && fault.code !== FAULT_EMPTY_RESULT) throw new IdoSellRefused('rejected', message);
}

/** One order of a search answer as the domain reads it; null when it has no usable serial number. */
export function orderOf(json: unknown): IdoSellOrder | null {
  if (!isObject(json)) return null;
  const serial = positiveInt(json['orderSerialNumber']);
  if (serial === null) return null;
  const details = isObject(json['orderDetails']) ? json['orderDetails'] : {};
  const dispatch = isObject(details['dispatch']) ? details['dispatch'] : {};
  const client = isObject(json['clientResult']) ? json['clientResult'] : {};
  const address = isObject(client['clientDeliveryAddress']) ? client['clientDeliveryAddress'] : {};
  const pickup = isObject(client['clientPickupPointAddress']) ? client['clientPickupPointAddress'] : null;
  const account = isObject(client['clientAccount']) ? client['clientAccount'] : {};
  const payments = isObject(details['payments']) ? details['payments'] : {};
  const currency = isObject(payments['orderCurrency']) ? payments['orderCurrency'] : {};
  const products = (Array.isArray(details['productsResults']) ? details['productsResults'] : []).filter(isObject);
  const productsWeight = products.reduce((sum, p) => sum + amount(p['productWeight']) * (amount(p['productQuantity']) || 1), 0);
  const deliveryWeight = amount(dispatch['deliveryWeight']);
  const pickupId = pickup ? text(pickup['pickupPointId']).trim() : '';
  return {
    orderId: text(json['orderId']),
    orderSerialNumber: serial,
    status: text(details['orderStatus']),
    courierId: positiveInt(dispatch['courierId']),
    courierName: text(dispatch['courierName']),
    delivery: {
      firstName: text(address['clientDeliveryAddressFirstName']),
      lastName: text(address['clientDeliveryAddressLastName']),
      firm: text(address['clientDeliveryAddressFirm']),
      street: text(address['clientDeliveryAddressStreet']),
      zipCode: text(address['clientDeliveryAddressZipCode']),
      city: text(address['clientDeliveryAddressCity']),
      countryIso: text(address['clientDeliveryAddressCountryId']),
      phone: text(address['clientDeliveryAddressPhone1']) || text(address['clientDeliveryAddressPhone2']),
    },
    pickupPoint: pickupId ? { id: pickupId, name: text(pickup!['name']) } : null,
    email: text(account['clientEmail']),
    accountPhone: text(account['clientPhone1']),
    payment: {
      type: text(payments['orderPaymentType']),
      currency: text(currency['currencyId']),
      productsCost: amount(currency['orderProductsCost']),
      deliveryCost: amount(currency['orderDeliveryCost']),
      payformCost: amount(currency['orderPayformCost']),
    },
    weightGrams: deliveryWeight > 0 ? deliveryWeight : productsWeight,
    products: products.map((p) => ({ name: text(p['productName']), quantity: amount(p['productQuantity']) || 1 })),
    noteToCourier: text(details['clientNoteToCourier']),
  };
}

/** A search answer: its orders (those without a serial number left out) and paging; faultCode 2 is an empty page. */
export function readOrdersPage(json: unknown, page: number): IdoSellOrdersPage {
  if (faultOf(json)?.code === FAULT_EMPTY_RESULT) return { orders: [], page, pages: 0, total: 0 };
  if (!isObject(json) || !Array.isArray(json['Results']))
    throw new IdoSellUnavailable('IdoSell answered the order search in an unknown shape');
  const orders = json['Results'].map(orderOf).filter((order): order is IdoSellOrder => order !== null);
  return {
    orders,
    page: amount(json['resultsPage']) || page,
    pages: Math.max(0, Math.trunc(amount(json['resultsNumberPage']))),
    total: Math.max(0, Math.trunc(amount(json['resultsNumberAll']))),
  };
}

/** A couriers answer: [{courierId, courierName}] under results (or Results); faultCode 2 is none. */
export function readCouriers(json: unknown): { couriers: IdoSellCourier[]; pages: number } {
  if (faultOf(json)?.code === FAULT_EMPTY_RESULT) return { couriers: [], pages: 0 };
  const list = isObject(json) ? (json['results'] ?? json['Results']) : undefined;
  if (!Array.isArray(list)) throw new IdoSellUnavailable('IdoSell answered the couriers in an unknown shape');
  const couriers = list.filter(isObject).flatMap((c) => {
    const id = positiveInt(c['courierId']);
    return id === null ? [] : [{ id, name: text(c['courierName']) || `#${id}` }];
  });
  return { couriers, pages: Math.max(0, Math.trunc(amount((json as Record<string, unknown>)['resultsNumberPage']))) };
}

/**
 * A packages answer, per order: an entry of results.ordersResults (or any
 * list of {eventId, faultCode}) with a fault is refused with its message; an
 * order the answer does not name counts as written (the call passed).
 */
export function readPackagesResult(json: unknown, packages: readonly IdoSellPackage[]): IdoSellPackageOutcome[] {
  const results = isObject(json) ? json['results'] : undefined;
  const list: unknown[] = Array.isArray(results)
    ? results
    : isObject(results) && Array.isArray(results['ordersResults'])
      ? results['ordersResults']
      : [];
  const faults = new Map<string, string>();
  for (const item of list.filter(isObject)) {
    const fault = faultOf({ errors: { faultCode: item['faultCode'], faultString: item['faultString'] } });
    if (fault) faults.set(text(item['eventId']), fault.message || `faultCode ${fault.code}`);
  }
  return packages.map((p) => {
    const message = faults.get(String(p.orderSerialNumber));
    return message === undefined
      ? { orderSerialNumber: p.orderSerialNumber, written: true as const }
      : { orderSerialNumber: p.orderSerialNumber, written: false as const, message };
  });
}

/** Any message shown or logged: the key replaced, should a platform echo it. */
export const scrubKey = (message: string, apiKey: string): string => (apiKey.length >= 4 ? message.split(apiKey).join('***') : message);
