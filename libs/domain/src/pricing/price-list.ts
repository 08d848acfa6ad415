import { DomainError, assertNever } from '../shared/errors.js';
import { PRICE_LIST_COUNTRY_IDS, priceListCourier } from './price-list-destinations.js';
import type { PriceListTerms, PriceListType } from './price-list-terms.js';
import type { PriceListEvent } from './price-list.events.js';
import { PRICE_LIST_IN_USE_MESSAGE } from './pricing.errors.js';

/** One stream per list (`operational-price-list-<id>`): a list's few events are decided alone, never beside another list. */
export const priceListStream = (priceListId: number): string => `operational-price-list-${priceListId}`;

/**
 * A list as its stream tells it. `activatedOn`: the Warsaw day its activation
 * was recorded (null while its begin date has not come, or after its begin
 * date moved past it). `inUse`: it priced a shipment and is locked for good.
 */
interface PriceListFacts {
  readonly priceListId: number;
  readonly terms: PriceListTerms;
  readonly activatedOn: string | null;
  readonly deactivatedAt: string | null;
  readonly inUse: boolean;
}
export type ExistingPriceList = PriceListFacts & { readonly status: 'existing' };
export type PriceListState = { readonly status: 'none' } | ExistingPriceList | (PriceListFacts & { readonly status: 'deleted' });

export const initialPriceListState: PriceListState = { status: 'none' };

export function evolvePriceList(state: PriceListState, event: PriceListEvent): PriceListState {
  switch (event.type) {
    case 'OperationalPriceListCreated':
      return {
        status: 'existing',
        priceListId: event.data.priceListId,
        terms: event.data.terms,
        activatedOn: null,
        deactivatedAt: null,
        inUse: false,
      };
    case 'OperationalPriceListChanged': {
      if (state.status === 'none') return state;
      // A begin date moved past the recorded activation voids it: the list is pending again (it priced nothing: it is unused).
      const activatedOn = state.activatedOn !== null && event.data.terms.beginDate > state.activatedOn ? null : state.activatedOn;
      return { ...state, terms: event.data.terms, activatedOn };
    }
    case 'OperationalPriceListDeleted':
      return state.status === 'none' ? state : { ...state, status: 'deleted' };
    case 'OperationalPriceListActivated':
      return state.status === 'none' ? state : { ...state, activatedOn: event.data.activatedOn };
    case 'OperationalPriceListDeactivated':
      return state.status === 'none' ? state : { ...state, deactivatedAt: event.data.deactivatedAt };
    case 'OperationalPriceListPutInUse':
      return state.status === 'none' ? state : { ...state, inUse: true };
    default:
      return assertNever(event);
  }
}

/** The list, unless it never existed or was deleted (price_list_not_found); of another type it is not found either. */
function existing(state: PriceListState, type?: PriceListType): ExistingPriceList {
  if (state.status !== 'existing' || (type !== undefined && state.terms.type !== type)) throw new DomainError('price_list_not_found');
  return state;
}

function unlocked(state: ExistingPriceList): void {
  if (state.inUse) throw new DomainError('price_list_in_use', { message: PRICE_LIST_IN_USE_MESSAGE });
}

/**
 * The terms as recorded: an income list keeps its country only, a cost list
 * its courier only (the form sends the new-list default country 1 for both);
 * the one it needs must be a destination's (price_list_country_required on
 * id_country, price_list_courier_required on id_courier). Thresholds strictly
 * ascending (the contract checks it first; this keeps the rule with the list).
 */
export function recordedTerms(terms: PriceListTerms): PriceListTerms {
  const income = terms.type === 'income';
  if (income && (terms.countryId === null || !PRICE_LIST_COUNTRY_IDS.includes(terms.countryId)))
    throw new DomainError('price_list_country_required');
  if (!income && (terms.courierId === null || !priceListCourier(terms.courierId))) throw new DomainError('price_list_courier_required');
  terms.weightThresholds.forEach((threshold, index) => {
    const previous = terms.weightThresholds[index - 1];
    if (previous && threshold.limiting_threshold <= previous.limiting_threshold)
      throw new DomainError('price_list_thresholds_not_ascending', { field: `weight_thresholds.${index}.limiting_threshold` });
  });
  return { ...terms, countryId: income ? terms.countryId : null, courierId: income ? null : terms.courierId };
}

/** Recorded beside a save when the begin date has come (`today`: the Warsaw day of the save). */
const activationDue = (priceListId: number, beginDate: string, today: string): PriceListEvent[] =>
  beginDate <= today ? [{ type: 'OperationalPriceListActivated', data: { priceListId, activatedOn: today } }] : [];

/** POST /{type}: a new list under an id from the sequence; active at once when its begin date is today or past. */
export function createPriceList(
  state: PriceListState,
  command: { priceListId: number; terms: PriceListTerms; today: string },
): PriceListEvent[] {
  if (state.status !== 'none') throw new Error(`price list ${command.priceListId} exists`);
  const terms = recordedTerms(command.terms);
  return [
    { type: 'OperationalPriceListCreated', data: { priceListId: command.priceListId, terms } },
    ...activationDue(command.priceListId, terms.beginDate, command.today),
  ];
}

/**
 * PUT /{type}: new terms for an unused list (a used one: price_list_in_use).
 * Its type and client stay (another id_client: price_list_client_fixed on
 * id_client). Activated at once when not active yet and the begin date has
 * come; an active list whose begin date moves to the future is pending again
 * (evolve) and activated again on that day.
 */
export function changePriceList(
  state: PriceListState,
  command: { type: PriceListType; terms: PriceListTerms; today: string },
): PriceListEvent[] {
  const list = existing(state, command.type);
  unlocked(list);
  if (command.terms.clientId !== list.terms.clientId) throw new DomainError('price_list_client_fixed');
  const terms = recordedTerms(command.terms);
  const changed: PriceListEvent = { type: 'OperationalPriceListChanged', data: { priceListId: list.priceListId, terms } };
  const after = evolvePriceList(list, changed);
  const pending = after.status === 'existing' && after.activatedOn === null;
  return [changed, ...(pending ? activationDue(list.priceListId, terms.beginDate, command.today) : [])];
}

/** DELETE /{type}: an unused list is gone (a used one: price_list_in_use). */
export function deletePriceList(state: PriceListState, type: PriceListType): PriceListEvent[] {
  const list = existing(state, type);
  unlocked(list);
  return [{ type: 'OperationalPriceListDeleted', data: { priceListId: list.priceListId } }];
}

/** The scheduler on each round: the list's begin date has come and it is not active yet; nothing otherwise (idempotent). */
export function activatePriceList(state: PriceListState, today: string): PriceListEvent[] {
  const list = existing(state);
  if (list.activatedOn !== null || list.terms.beginDate > today) return [];
  return [{ type: 'OperationalPriceListActivated', data: { priceListId: list.priceListId, activatedOn: today } }];
}

/**
 * PATCH /{type}: a client's active list stops; the client is priced by the
 * default list again (spec/03 §4). A default list: price_list_not_client; one
 * not active yet or deactivated already: price_list_not_active.
 */
export function deactivatePriceList(state: PriceListState, command: { type: PriceListType; at: string }): PriceListEvent[] {
  const list = existing(state, command.type);
  if (list.terms.clientId === null) throw new DomainError('price_list_not_client');
  if (list.activatedOn === null || list.deactivatedAt !== null) throw new DomainError('price_list_not_active');
  return [{ type: 'OperationalPriceListDeactivated', data: { priceListId: list.priceListId, deactivatedAt: command.at } }];
}

/** The list priced a shipment (accounting): locked from now on. Once: a list in use already records nothing. */
export function putPriceListInUse(state: PriceListState, command: { shipmentId: number; at: string }): PriceListEvent[] {
  const list = existing(state);
  if (list.inUse) return [];
  return [
    { type: 'OperationalPriceListPutInUse', data: { priceListId: list.priceListId, shipmentId: command.shipmentId, at: command.at } },
  ];
}
