import { describe, expect, it } from 'vitest';
import type { AccountedAmounts, AccountingInput } from './accounting-input.js';
import {
  evolveShipmentAccounting,
  initialShipmentAccountingState,
  recordPricing,
  recordPricingFailure,
  standingOf,
  type Pricing,
  type ShipmentAccountingState,
} from './shipment-accounting.js';
import type { ShipmentAccountingEvent } from './shipment-accounting.events.js';

const amounts = (base: number): AccountedAmounts => ({
  summary: base + 2,
  specific_exchange_rate: 0.85,
  base,
  cod: 2,
  insurance: 0,
  overweight: 0,
  oversize: 0,
  multi_pack: 0,
  unclaimed: 0,
  collect_from_client: 0,
});
const input = { shipmentId: 7, clientId: 3, parcels: [] } as unknown as AccountingInput;
const pricing = (base: number, revision = 0): Pricing => ({
  shipmentId: 7,
  clientId: 3,
  side: 'income',
  reason: 'received',
  priceListId: 11,
  priceListRevision: revision,
  currency: 'PLN',
  amounts: amounts(base),
  input,
  facts: {},
  accountedOn: '2026-11-20',
});
const AT = '2026-11-20T10:00:00.000Z';
const fold = (events: ShipmentAccountingEvent[]): ShipmentAccountingState =>
  events.reduce(evolveShipmentAccounting, initialShipmentAccountingState);
const failure = {
  shipmentId: 7,
  clientId: 3,
  side: 'income' as const,
  reason: 'no_operational_price_list_match' as const,
  details: {},
  accountedOn: '2026-11-20',
};

describe('a shipment accounting', () => {
  it('given nothing accounted and no failure, when priced, then the amounts are main (and nothing is recovered)', () => {
    const events = recordPricing(standingOf(initialShipmentAccountingState.income), pricing(20), AT);
    expect(events).toEqual([{ type: 'ShipmentAccounted', data: { ...pricing(20), kind: 'main', at: AT } }]);
  });

  it('given main amounts, when priced the same again, then nothing is recorded (a replay changes nothing)', () => {
    const state = fold(recordPricing(standingOf(initialShipmentAccountingState.income), pricing(20), AT));
    expect(recordPricing(standingOf(state.income), pricing(20), AT)).toEqual([]);
  });

  it('given main amounts, when a measurement changes the base, then after_service is recorded and stands', () => {
    const state = fold(recordPricing(standingOf(initialShipmentAccountingState.income), pricing(20), AT));
    const events = recordPricing(standingOf(state.income), { ...pricing(25), reason: 'measured' }, AT);
    expect(events.map((e) => e.data)).toMatchObject([{ kind: 'after_service', reason: 'measured', amounts: { base: 25 } }]);
    const after = fold([...recordPricing(standingOf(initialShipmentAccountingState.income), pricing(20), AT), ...events]);
    expect(after.income.main?.amounts.base).toBe(20);
    expect(after.income.afterService?.amounts.base).toBe(25);
  });

  it('given after_service amounts, when priced back to them, then nothing is recorded; priced back to main, then another after_service', () => {
    const first = recordPricing(standingOf(initialShipmentAccountingState.income), pricing(20), AT);
    const second = recordPricing(standingOf(fold(first).income), pricing(25), AT);
    const state = fold([...first, ...second]);
    expect(recordPricing(standingOf(state.income), pricing(25), AT)).toEqual([]);
    expect(recordPricing(standingOf(state.income), pricing(20), AT)).toHaveLength(1);
  });

  it('given main amounts, when the same amounts come from the list at a later revision (its lock), then nothing is recorded', () => {
    const state = fold(recordPricing(standingOf(initialShipmentAccountingState.income), pricing(20, 1), AT));
    expect(recordPricing(standingOf(state.income), pricing(20, 2), AT)).toEqual([]);
  });

  it('given main amounts, when only the exchange rate moved and no line changed by a cent, then nothing is recorded', () => {
    const state = fold(recordPricing(standingOf(initialShipmentAccountingState.income), pricing(20), AT));
    const moved = { ...pricing(20), amounts: { ...amounts(20), specific_exchange_rate: 0.86 } };
    expect(recordPricing(standingOf(state.income), moved, AT)).toEqual([]);
  });

  it('given main amounts, when another list prices it, then after_service names that list', () => {
    const state = fold(recordPricing(standingOf(initialShipmentAccountingState.income), pricing(20), AT));
    expect(recordPricing(standingOf(state.income), { ...pricing(20), priceListId: 12 }, AT).map((e) => e.data)).toMatchObject([
      { kind: 'after_service', priceListId: 12 },
    ]);
  });

  it('given no list, when the failure is recorded twice, then it is recorded once', () => {
    const events = recordPricingFailure(standingOf(initialShipmentAccountingState.income), failure, AT);
    expect(events).toEqual([{ type: 'ShipmentAccountingFailed', data: { ...failure, at: AT } }]);
    expect(recordPricingFailure(standingOf(fold(events).income), failure, AT)).toEqual([]);
  });

  it('given a failure, when a list prices it later, then the amounts are main, the side is recovered and the failure is gone', () => {
    const failed = fold(recordPricingFailure(standingOf(initialShipmentAccountingState.income), failure, AT));
    const events = recordPricing(standingOf(failed.income), pricing(20), AT);
    expect(events.map((e) => e.type)).toEqual(['ShipmentAccounted', 'ShipmentAccountingRecovered']);
    expect(events.map((e) => e.data)).toMatchObject([{ kind: 'main' }, { shipmentId: 7, clientId: 3, side: 'income', at: AT }]);
    expect(
      fold([...recordPricingFailure(standingOf(initialShipmentAccountingState.income), failure, AT), ...events]).income.failure,
    ).toBeNull();
  });

  it('given accounted amounts, when a later pricing fails, then nothing is recorded (the amounts stand)', () => {
    const state = fold(recordPricing(standingOf(initialShipmentAccountingState.income), pricing(20), AT));
    expect(recordPricingFailure(standingOf(state.income), failure, AT)).toEqual([]);
  });

  it('given an income failure, when the cost side is accounted, then the income side keeps its failure', () => {
    const state = fold([
      ...recordPricingFailure(standingOf(initialShipmentAccountingState.income), failure, AT),
      ...recordPricing(standingOf(initialShipmentAccountingState.cost), { ...pricing(9), side: 'cost' }, AT),
    ]);
    expect(state.income.failure).toBe('no_operational_price_list_match');
    expect(state.cost.main?.amounts.base).toBe(9);
  });
});
