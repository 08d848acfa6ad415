import { DELIVERY_SERVICES, destination, type Destination } from '../shipments/catalogue.js';
import type { OrderFailureReason, ShopCourierMapping, ShopShipmentPlan } from './shop.events.js';
import type { ShopOrderState } from './shop-order.js';

/**
 * The IdoSell order statuses that mean "waiting for dispatch" (integrations.md:
 * ordersStatuses packed, wait_for_dispatch): the orders a run asks the shop for.
 */
export const IDOSELL_STATUSES_TO_SHIP = ['packed', 'wait_for_dispatch'] as const;

/** An order as the IdoSell port reads it from POST /orders/orders/search (missing texts are ''). */
export interface IdoSellOrder {
  /** IdoSell's order id ("login-123"). */
  readonly orderId: string;
  /** The shop's order number: the key of the order within the shop. */
  readonly orderSerialNumber: number;
  readonly status: string;
  /** orderDetails.dispatch.courierId (null: none chosen). */
  readonly courierId: number | null;
  readonly courierName: string;
  readonly delivery: {
    readonly firstName: string;
    readonly lastName: string;
    readonly firm: string;
    readonly street: string;
    readonly zipCode: string;
    readonly city: string;
    /** ISO 3166-1 alpha-2 (clientDeliveryAddressCountryId). */
    readonly countryIso: string;
    readonly phone: string;
  };
  /** clientPickupPointAddress, when the buyer chose a pickup point (a locker). */
  readonly pickupPoint: { readonly id: string; readonly name: string } | null;
  readonly email: string;
  /** The account's phone, when the delivery address has none. */
  readonly accountPhone: string;
  readonly payment: {
    /** cash_on_delivery, prepaid, tradecredit. */
    readonly type: string;
    readonly currency: string;
    readonly productsCost: number;
    readonly deliveryCost: number;
    readonly payformCost: number;
  };
  /** dispatch.deliveryWeight, or the products' weights times quantities (grams). */
  readonly weightGrams: number;
  readonly products: readonly { readonly name: string; readonly quantity: number }[];
  readonly noteToCourier: string;
}

/** What the run found out about an order before deciding (lookups are not the decision's business). */
export interface OrderImportFacts {
  readonly mappings: readonly ShopCourierMapping[];
  /** How far the order's own stream is (none: never taken). */
  readonly stage: ShopOrderState['stage'];
  readonly client: { readonly allowedCountries: readonly number[]; readonly codEnabled: boolean };
  /** The locality the address database gave the delivery address (null: none found); not looked up for a pickup point. */
  readonly locality?: { readonly id: number } | null;
  /** Whether the pickup point is one of our lockers of the country; looked up for a pickup point only. */
  readonly lockerKnown?: boolean;
}

export type IgnoreReason = 'status' | 'courier_not_mapped' | 'country_not_mapped';

export type OrderImportDecision =
  /** Not ours: another courier, another country, or not waiting for dispatch. */
  | { readonly action: 'ignore'; readonly reason: IgnoreReason }
  /** Imported and written back already: nothing to do, ever. */
  | { readonly action: 'skip' }
  /** Taken by an earlier run that did not finish: go on from its stream (reserved: make the shipment; imported: write back). */
  | { readonly action: 'resume' }
  /** Ours, but it cannot become a shipment as it is (the client sees why; tried again next run). */
  | { readonly action: 'reject'; readonly reason: OrderFailureReason; readonly message: string }
  | { readonly action: 'import'; readonly mapping: ShopCourierMapping; readonly plan: ShopShipmentPlan };

/** International dialling codes of the countries we reach and of Poland, longest first. */
const DIAL_CODES: readonly [iso: string, code: string][] = [
  ['BG', '359'],
  ['CZ', '420'],
  ['SK', '421'],
  ['RO', '40'],
  ['HU', '36'],
  ['PL', '48'],
];

/** The mapping that takes this order: its courier, for the country it goes to. */
export function matchOrder(order: IdoSellOrder, mappings: readonly ShopCourierMapping[]): ShopCourierMapping | IgnoreReason {
  if (!(IDOSELL_STATUSES_TO_SHIP as readonly string[]).includes(order.status)) return 'status';
  const ofCourier = mappings.filter((m) => order.courierId !== null && m.externalCourierId === order.courierId);
  if (ofCourier.length === 0) return 'courier_not_mapped';
  const iso = order.delivery.countryIso.trim().toUpperCase();
  const mapping = ofCourier.find((m) => destination(m.countryId)?.iso === iso);
  return mapping ?? 'country_not_mapped';
}

/** Whether the order goes to a pickup point (a locker delivery) rather than an address. */
export const goesToPickupPoint = (order: IdoSellOrder): boolean => !!order.pickupPoint && order.pickupPoint.id.trim() !== '';

/**
 * A phone as IdoSell keeps it ("+40 723 456 789", "0040723456789",
 * "0723456789", "723-456-789") as our prefix ("0040") and national number;
 * null when it is no phone of 9-10 digits.
 */
export function splitPhone(raw: string, country: Destination): { prefix: string; number: string } | null {
  let digits = raw.replace(/[\s\-().\/]/g, '');
  let code: string | undefined;
  if (digits.startsWith('+')) digits = `00${digits.slice(1)}`;
  if (digits.startsWith('00')) {
    const international = digits.slice(2);
    code = DIAL_CODES.find(([, dial]) => international.startsWith(dial))?.[1];
    if (!code) return null;
    digits = international.slice(code.length);
  } else {
    code = DIAL_CODES.find(([iso]) => iso === country.iso)?.[1];
    // A national trunk 0 ("0723 456 789" in Romania).
    if (digits.startsWith('0')) digits = digits.slice(1);
  }
  if (!code || !/^\d{9,10}$/.test(digits)) return null;
  return { prefix: `00${code}`, number: digits };
}

const round2 = (value: number): number => Math.round(value * 100) / 100;
const clip = (text: string, max: number): string => (text.length > max ? text.slice(0, max) : text);
const money = (value: number): number => (Number.isFinite(value) && value > 0 ? round2(value) : 0);

/** At most 1000 kg (the shipment contract's limit); at least 0.1 kg. */
const MAX_WEIGHT_GRAMS = 1_000_000;

/** The parcel's declared content: the products' names, or the order's number when it lists none. */
function contentOf(order: IdoSellOrder): string {
  const names = order.products.map((p) => (p.quantity > 1 ? `${p.name.trim()} x${p.quantity}` : p.name.trim())).filter(Boolean);
  return clip(names.length > 0 ? names.join(', ') : `Zamówienie ${order.orderSerialNumber}`, 255);
}

/**
 * Whether and how an IdoSell order becomes a shipment: not ours (another
 * courier, another country, not waiting for dispatch) is ignored; one taken
 * before is skipped (done) or resumed (unfinished); one of ours that cannot be
 * shipped as it is (an incomplete or unknown address, a phone that is none, a
 * country the client may not send to, cash on delivery the client has not, or
 * in another currency, an unknown pickup point) is rejected with a stable
 * reason; otherwise the shipment it becomes: home delivery to the address
 * (its locality found by the address database), or locker delivery to the
 * pickup point; one parcel of the order's weight (at least 0.1 kg, 10 cm
 * sides: the warehouse measures); cash on delivery of what the buyer pays
 * (products, delivery and payment fee) when paid on delivery; declared value
 * the products' cost when in the country's currency (0 otherwise).
 */
export function decideOrderImport(order: IdoSellOrder, facts: OrderImportFacts): OrderImportDecision {
  if (facts.stage === 'written_back') return { action: 'skip' };
  if (facts.stage === 'reserved' || facts.stage === 'imported') return { action: 'resume' };
  const matched = matchOrder(order, facts.mappings);
  if (typeof matched === 'string') return { action: 'ignore', reason: matched };
  const country = destination(matched.countryId);
  if (!country) return { action: 'reject', reason: 'service_not_available', message: `country ${matched.countryId}` };
  const reject = (reason: OrderFailureReason, message: string): OrderImportDecision => ({ action: 'reject', reason, message });

  if (!facts.client.allowedCountries.includes(country.id)) return reject('country_not_allowed', country.iso);
  const locker = goesToPickupPoint(order);
  const service = DELIVERY_SERVICES.find((s) => s.id === (locker ? 3 : 1))!;
  if (!service.countryIds.includes(country.id)) return reject('service_not_available', `${service.code} ${country.iso}`);

  const { delivery } = order;
  const person = [delivery.firstName.trim(), delivery.lastName.trim()].filter(Boolean).join(' ');
  const firm = delivery.firm.trim();
  const name = firm || person;
  const missing = [
    ...(name ? [] : ['name']),
    ...(!locker && !delivery.street.trim() ? ['street'] : []),
    ...(!locker && !delivery.city.trim() ? ['city'] : []),
    ...(!locker && !delivery.zipCode.trim() ? ['zipCode'] : []),
  ];
  if (missing.length > 0) return reject('address_incomplete', missing.join(', '));
  if (locker && facts.lockerKnown !== true) return reject('locker_unknown', order.pickupPoint!.id.trim());
  if (!locker && !facts.locality) return reject('address_unresolved', `${delivery.city.trim()} ${delivery.zipCode.trim()}`.trim());

  const rawPhone = delivery.phone.trim() || order.accountPhone.trim();
  const phone = splitPhone(rawPhone, country);
  if (!phone) return reject('phone_invalid', rawPhone);

  const { payment } = order;
  const sameCurrency = payment.currency.trim().toUpperCase() === country.currency;
  let cashOnDelivery = 0;
  if (payment.type === 'cash_on_delivery') {
    cashOnDelivery = round2(money(payment.productsCost) + money(payment.deliveryCost) + money(payment.payformCost));
    if (cashOnDelivery > 0 && !facts.client.codEnabled) return reject('cod_not_enabled', `${cashOnDelivery} ${payment.currency}`);
    if (cashOnDelivery > 0 && !sameCurrency) return reject('cod_currency', `${payment.currency} ≠ ${country.currency}`);
  }
  if (!(order.weightGrams >= 0) || order.weightGrams > MAX_WEIGHT_GRAMS) return reject('weight_invalid', `${order.weightGrams} g`);
  const weightKg = Math.max(0.1, round2(order.weightGrams / 1000));

  const email = order.email.trim();
  const plan: ShopShipmentPlan = {
    deliveryService: locker ? 3 : 1,
    countryId: country.id,
    recipient: {
      name: clip(name, 100),
      privatePerson: firm === '',
      contactName: firm === '' ? null : clip(person || firm, 100),
      email: email && email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null,
      phonePrefix: phone.prefix,
      phoneNumber: phone.number,
      localityId: locker ? null : facts.locality!.id,
      postalCode: clip(delivery.zipCode.trim(), 12),
      details: clip(delivery.street.trim(), 200),
      lockerId: locker ? clip(order.pickupPoint!.id.trim(), 60) : null,
    },
    content: {
      declaredContent: contentOf(order),
      declaredValue: sameCurrency ? Math.min(money(payment.productsCost), 1_000_000) : 0,
      cashOnDelivery: Math.min(cashOnDelivery, 1_000_000),
    },
    weightKg,
    references: { first: String(order.orderSerialNumber), second: clip(order.orderId, 100) },
    note: order.noteToCourier.trim() ? clip(order.noteToCourier.trim(), 500) : null,
  };
  return { action: 'import', mapping: matched, plan };
}
