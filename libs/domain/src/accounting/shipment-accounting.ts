import type { PriceListCurrency, PriceListType } from '../pricing/price-list-terms.js';
import type { AccountedAmounts } from './accounting-input.js';
import { amountsDiffer } from './amounts.js';
import type {
  AccountingFailureReason,
  ShipmentAccountedData,
  ShipmentAccountingEvent,
  ShipmentAccountingFailedData,
} from './shipment-accounting.events.js';

/**
 * A shipment's accounting, one side at a time (income from the client's
 * list, cost from the courier's): the first amounts are `main`; amounts
 * computed later (a measurement, a return, a re-accounting) are recorded as
 * `after_service` only when they differ from the last recorded ones, so an
 * amount never changes without an event. A failure is recorded once per
 * reason until the shipment is accounted.
 */

export const shipmentAccountingStream = (shipmentId: number): string => `shipment-accounting-${shipmentId}`;

export interface SideState {
  readonly main: ShipmentAccountedData | null;
  readonly afterService: ShipmentAccountedData | null;
  /** The reason of the last failure, while no amounts followed it. */
  readonly failure: AccountingFailureReason | null;
}

export type ShipmentAccountingState = Readonly<Record<PriceListType, SideState>>;

const EMPTY_SIDE: SideState = { main: null, afterService: null, failure: null };
export const initialShipmentAccountingState: ShipmentAccountingState = { income: EMPTY_SIDE, cost: EMPTY_SIDE };

export function evolveShipmentAccounting(state: ShipmentAccountingState, event: ShipmentAccountingEvent): ShipmentAccountingState {
  const side = state[event.data.side];
  if (event.type === 'ShipmentAccountingFailed') return { ...state, [event.data.side]: { ...side, failure: event.data.reason } };
  if (event.type === 'ShipmentAccountingRecovered') return { ...state, [event.data.side]: { ...side, failure: null } };
  const next: SideState =
    event.data.kind === 'main'
      ? { main: event.data, afterService: null, failure: null }
      : { ...side, afterService: event.data, failure: null };
  return { ...state, [event.data.side]: next };
}

/** The amounts that stand: the latest after_service, else main. */
export const currentAccounting = (side: SideState): ShipmentAccountedData | null => side.afterService ?? side.main;

/** A computed pricing of one side, before it is recorded. */
export type Pricing = Omit<ShipmentAccountedData, 'kind' | 'at'>;

/** What stands for a side: enough to tell whether a new pricing changes it (the read model keeps the same). */
export interface Standing {
  readonly kind: 'main' | 'after_service';
  readonly amounts: AccountedAmounts;
  readonly currency: PriceListCurrency;
  readonly priceListId: number;
  readonly priceListRevision: number;
}

export interface SideStanding {
  readonly current: Standing | null;
  /** The last failure while nothing was accounted. */
  readonly failure: AccountingFailureReason | null;
}

export const standingOf = (side: SideState): SideStanding => ({ current: currentAccounting(side), failure: side.failure });

/**
 * Record a computed pricing: main the first time, after_service when it
 * charges something else (a line differs by a cent or more: amountsDiffer), in
 * another currency or by another list. The list's revision alone is no
 * change: a list in use cannot change its terms (its later events are its
 * lock and its (de)activation).
 */
export function recordPricing(side: SideStanding, pricing: Pricing, at: string): ShipmentAccountingEvent[] {
  const current = side.current;
  if (current === null) {
    const accounted: ShipmentAccountingEvent = { type: 'ShipmentAccounted', data: { ...pricing, kind: 'main', at } };
    // A side that had failed says so: the problem SHIPMENT_NOT_ACCOUNTED follows only failures and recoveries (never every amount).
    return side.failure === null
      ? [accounted]
      : [accounted, { type: 'ShipmentAccountingRecovered', data: { shipmentId: pricing.shipmentId, clientId: pricing.clientId, side: pricing.side, at } }];
  }
  const unchanged =
    !amountsDiffer(current.amounts, pricing.amounts) &&
    current.currency === pricing.currency &&
    current.priceListId === pricing.priceListId;
  return unchanged ? [] : [{ type: 'ShipmentAccounted', data: { ...pricing, kind: 'after_service', at } }];
}

/** Record that a side could not be priced: once per reason; a side already accounted keeps its amounts and records nothing. */
export function recordPricingFailure(
  side: SideStanding,
  failure: Omit<ShipmentAccountingFailedData, 'at'>,
  at: string,
): ShipmentAccountingEvent[] {
  if (side.current !== null || side.failure === failure.reason) return [];
  return [{ type: 'ShipmentAccountingFailed', data: { ...failure, at } }];
}
