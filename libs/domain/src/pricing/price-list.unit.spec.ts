import { describe, expect, it } from 'vitest';
import { DomainError, type ErrorCode } from '../shared/errors.js';
import { DESTINATIONS } from '../shipments/catalogue.js';
import {
  activatePriceList,
  changePriceList,
  createPriceList,
  deactivatePriceList,
  deletePriceList,
  evolvePriceList,
  initialPriceListState,
  priceListStream,
  putPriceListInUse,
  type PriceListState,
} from './price-list.js';
import { PRICE_LIST_COURIERS } from './price-list-destinations.js';
import { priceListTerms } from './price-list-fixtures.testing.js';
import type { PriceListTerms } from './price-list-terms.js';
import type { PriceListEvent } from './price-list.events.js';

const income = (overrides: Partial<PriceListTerms> = {}): PriceListTerms => priceListTerms({ name: 'Rumunia 2026', ...overrides });
const cost = (overrides: Partial<PriceListTerms> = {}): PriceListTerms =>
  income({ type: 'cost', countryId: null, courierId: 4, ...overrides });

const created = (terms: PriceListTerms, priceListId = 7): PriceListEvent => ({
  type: 'OperationalPriceListCreated',
  data: { priceListId, terms },
});
const changed = (terms: PriceListTerms, priceListId = 7): PriceListEvent => ({
  type: 'OperationalPriceListChanged',
  data: { priceListId, terms },
});
const activated = (activatedOn: string, priceListId = 7): PriceListEvent => ({
  type: 'OperationalPriceListActivated',
  data: { priceListId, activatedOn },
});
const deactivated = (deactivatedAt: string): PriceListEvent => ({
  type: 'OperationalPriceListDeactivated',
  data: { priceListId: 7, deactivatedAt },
});
const inUse = (shipmentId = 100, at = '2026-06-02T10:00:00.000Z'): PriceListEvent => ({
  type: 'OperationalPriceListPutInUse',
  data: { priceListId: 7, shipmentId, at },
});
const deleted: PriceListEvent = { type: 'OperationalPriceListDeleted', data: { priceListId: 7 } };

const given = (...events: PriceListEvent[]): PriceListState => events.reduce(evolvePriceList, initialPriceListState);
const thenError = (act: () => unknown, code: ErrorCode, details?: Record<string, unknown>) => {
  try {
    act();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe(code);
    if (details) expect((error as DomainError).details).toEqual(details);
    return;
  }
  throw new Error(`expected ${code}`);
};

describe('a price list', () => {
  it('lives on its own stream', () => {
    expect(priceListStream(7)).toBe('operational-price-list-7');
  });

  it('its couriers are the last-mile couriers of the destinations', () => {
    expect(PRICE_LIST_COURIERS.map((c) => c.id).sort((a, b) => a - b)).toEqual(DESTINATIONS.map((d) => d.courierId).sort((a, b) => a - b));
  });
});

describe('creating a list', () => {
  it('given nothing, when created with a future begin date, then only Created (it is pending)', () => {
    expect(createPriceList(given(), { priceListId: 7, terms: income(), today: '2026-05-31' })).toEqual([created(income())]);
  });

  it('given nothing, when created with a begin date of today, then Created and Activated today in the same append', () => {
    expect(createPriceList(given(), { priceListId: 7, terms: income(), today: '2026-06-01' })).toEqual([
      created(income()),
      activated('2026-06-01'),
    ]);
  });

  it('given nothing, when created with a past begin date, then it is activated today', () => {
    expect(createPriceList(given(), { priceListId: 7, terms: income(), today: '2026-07-15' })).toEqual([
      created(income()),
      activated('2026-07-15'),
    ]);
  });

  it('given an income list, then it keeps its country only; a cost list its courier only', () => {
    const [incomeEvent] = createPriceList(given(), { priceListId: 7, terms: income({ courierId: 4 }), today: '2026-01-01' });
    expect(incomeEvent).toEqual(created(income({ courierId: null })));
    const [costEvent] = createPriceList(given(), { priceListId: 7, terms: cost({ countryId: 1 }), today: '2026-01-01' });
    expect(costEvent).toEqual(created(cost({ countryId: null })));
  });

  it.each([null, 2, 99])('given an income list with country %s (none, Poland, unknown), then price_list_country_required', (countryId) => {
    thenError(
      () => createPriceList(given(), { priceListId: 7, terms: income({ countryId }), today: '2026-01-01' }),
      'price_list_country_required',
    );
  });

  it.each([null, 2, 3])(
    'given a cost list with courier %s (none or not a last-mile courier), then price_list_courier_required',
    (courierId) => {
      thenError(
        () => createPriceList(given(), { priceListId: 7, terms: cost({ courierId }), today: '2026-01-01' }),
        'price_list_courier_required',
      );
    },
  );

  it.each([10, 11])('given a cost list of courier %i (cross-border), then it is created', (courierId) => {
    expect(createPriceList(given(), { priceListId: 7, terms: cost({ courierId }), today: '2026-01-01' })).toHaveLength(1);
  });

  it('given thresholds not ascending, then price_list_thresholds_not_ascending on the offending threshold', () => {
    const weightThresholds = [
      { limiting_threshold: 3, base_amount: 1 },
      { limiting_threshold: 5, base_amount: 2 },
      { limiting_threshold: 5, base_amount: 3 },
    ];
    thenError(
      () => createPriceList(given(), { priceListId: 7, terms: income({ weightThresholds }), today: '2026-01-01' }),
      'price_list_thresholds_not_ascending',
      { field: 'weight_thresholds.2.limiting_threshold' },
    );
  });
});

describe('changing a list', () => {
  const terms = income({ name: 'Nowa nazwa', beginDate: '2026-06-10' });

  it('given an unused pending list, when changed with a future begin date, then only Changed', () => {
    expect(changePriceList(given(created(income())), { type: 'income', terms, today: '2026-06-09' })).toEqual([changed(terms)]);
  });

  it('given an unused pending list, when its begin date is moved to today, then Changed and Activated', () => {
    expect(changePriceList(given(created(income())), { type: 'income', terms, today: '2026-06-10' })).toEqual([
      changed(terms),
      activated('2026-06-10'),
    ]);
  });

  it('given an active list, when changed keeping a begun date, then Changed only (it stays active)', () => {
    const state = given(created(income()), activated('2026-06-01'));
    const begun = income({ name: 'Inna', beginDate: '2026-05-20' });
    expect(changePriceList(state, { type: 'income', terms: begun, today: '2026-06-05' })).toEqual([changed(begun)]);
  });

  it('given an active unused list, when its begin date moves to the future, then it is pending again and activated on that day', () => {
    const state = given(created(income()), activated('2026-06-01'));
    const later = income({ beginDate: '2026-07-01' });
    const events = changePriceList(state, { type: 'income', terms: later, today: '2026-06-05' });
    expect(events).toEqual([changed(later)]);
    const after = given(created(income()), activated('2026-06-01'), ...events);
    expect(after).toMatchObject({ activatedOn: null });
    expect(activatePriceList(after, '2026-06-30')).toEqual([]);
    expect(activatePriceList(after, '2026-07-01')).toEqual([activated('2026-07-01')]);
  });

  it('given a list in use, when changed, then price_list_in_use with the Polish warning', () => {
    thenError(
      () => changePriceList(given(created(income()), activated('2026-06-01'), inUse()), { type: 'income', terms, today: '2026-06-05' }),
      'price_list_in_use',
      { message: 'Cennik jest już aktualnie w użyciu' },
    );
  });

  it('given no list, a deleted list or a list of the other type, then price_list_not_found', () => {
    thenError(() => changePriceList(given(), { type: 'income', terms, today: '2026-06-05' }), 'price_list_not_found');
    thenError(
      () => changePriceList(given(created(income()), deleted), { type: 'income', terms, today: '2026-06-05' }),
      'price_list_not_found',
    );
    thenError(
      () => changePriceList(given(created(income())), { type: 'cost', terms: cost(), today: '2026-06-05' }),
      'price_list_not_found',
    );
  });

  it('given a client list, when changed to another client or to a default list, then price_list_client_fixed', () => {
    const state = given(created(income({ clientId: 5 })));
    thenError(
      () => changePriceList(state, { type: 'income', terms: income({ clientId: 6 }), today: '2026-06-05' }),
      'price_list_client_fixed',
    );
    thenError(
      () => changePriceList(state, { type: 'income', terms: income({ clientId: null }), today: '2026-06-05' }),
      'price_list_client_fixed',
    );
  });

  it('given an income list changed without a country, then price_list_country_required', () => {
    thenError(
      () => changePriceList(given(created(income())), { type: 'income', terms: income({ countryId: null }), today: '2026-06-05' }),
      'price_list_country_required',
    );
  });
});

describe('deleting a list', () => {
  it('given an unused list (active or not), then Deleted', () => {
    expect(deletePriceList(given(created(income())), 'income')).toEqual([deleted]);
    expect(deletePriceList(given(created(income()), activated('2026-06-01')), 'income')).toEqual([deleted]);
  });

  it('given a list in use, then price_list_in_use', () => {
    thenError(() => deletePriceList(given(created(income()), inUse()), 'income'), 'price_list_in_use');
  });

  it('given a deleted list, then everything is price_list_not_found', () => {
    const state = given(created(income({ clientId: 5 })), activated('2026-06-01'), deleted);
    thenError(() => deletePriceList(state, 'income'), 'price_list_not_found');
    thenError(() => deactivatePriceList(state, { type: 'income', at: '2026-06-02T00:00:00Z' }), 'price_list_not_found');
    thenError(() => activatePriceList(state, '2026-06-05'), 'price_list_not_found');
    thenError(() => putPriceListInUse(state, { shipmentId: 1, at: '2026-06-02T00:00:00Z' }), 'price_list_not_found');
  });

  it('given a list of the other type, then price_list_not_found', () => {
    thenError(() => deletePriceList(given(created(cost())), 'income'), 'price_list_not_found');
  });
});

describe('activating a list (the scheduler)', () => {
  it('given a pending list, then nothing the day before its begin date, Activated on it', () => {
    const state = given(created(income()));
    expect(activatePriceList(state, '2026-05-31')).toEqual([]);
    expect(activatePriceList(state, '2026-06-01')).toEqual([activated('2026-06-01')]);
  });

  it('given an active list, then nothing (idempotent)', () => {
    expect(activatePriceList(given(created(income()), activated('2026-06-01')), '2026-06-02')).toEqual([]);
  });
});

describe('deactivating a list', () => {
  const at = '2026-06-05T09:00:00.000Z';

  it('given an active client list, then Deactivated at the instant given', () => {
    expect(deactivatePriceList(given(created(income({ clientId: 5 })), activated('2026-06-01')), { type: 'income', at })).toEqual([
      deactivated(at),
    ]);
  });

  it('given a default list, then price_list_not_client', () => {
    thenError(
      () => deactivatePriceList(given(created(income()), activated('2026-06-01')), { type: 'income', at }),
      'price_list_not_client',
    );
  });

  it('given a client list not active yet, or deactivated already, then price_list_not_active', () => {
    thenError(() => deactivatePriceList(given(created(income({ clientId: 5 }))), { type: 'income', at }), 'price_list_not_active');
    thenError(
      () => deactivatePriceList(given(created(income({ clientId: 5 })), activated('2026-06-01'), deactivated(at)), { type: 'income', at }),
      'price_list_not_active',
    );
  });

  it('given a client list in use, then it can still be deactivated (the client goes back to the default list)', () => {
    expect(
      deactivatePriceList(given(created(income({ clientId: 5 })), activated('2026-06-01'), inUse()), { type: 'income', at }),
    ).toHaveLength(1);
  });
});

describe('putting a list in use', () => {
  it('given an unused list, then PutInUse with the shipment and the instant; the list is locked', () => {
    const events = putPriceListInUse(given(created(income())), { shipmentId: 100, at: '2026-06-02T10:00:00.000Z' });
    expect(events).toEqual([inUse()]);
    expect(given(created(income()), ...events)).toMatchObject({ inUse: true });
  });

  it('given a list in use already, then nothing (idempotent)', () => {
    expect(putPriceListInUse(given(created(income()), inUse()), { shipmentId: 200, at: '2026-06-03T10:00:00.000Z' })).toEqual([]);
  });

  it('given no list, then price_list_not_found', () => {
    thenError(() => putPriceListInUse(given(), { shipmentId: 1, at: '2026-06-02T00:00:00Z' }), 'price_list_not_found');
  });
});
