import { describe, expect, it } from 'vitest';
import { destination } from '../shipments/catalogue.js';
import { decideOrderImport, matchOrder, splitPhone, type IdoSellOrder, type OrderImportFacts } from './order-import.js';
import type { ShopCourierMapping } from './shop.events.js';

const RO_HOME: ShopCourierMapping = { courierId: 1, countryId: 1, externalCourierId: 11 };
const RO_LOCKER: ShopCourierMapping = { courierId: 2, countryId: 1, externalCourierId: 12 };
const HU_HOME: ShopCourierMapping = { courierId: 3, countryId: 3, externalCourierId: 11 };
const CZ: ShopCourierMapping = { courierId: 4, countryId: 10, externalCourierId: 40 };

function order(overrides: Partial<IdoSellOrder> = {}): IdoSellOrder {
  return {
    orderId: 'sklep-101',
    orderSerialNumber: 101,
    status: 'packed',
    courierId: 11,
    courierName: 'Sameday',
    delivery: {
      firstName: 'Ana',
      lastName: 'Popescu',
      firm: '',
      street: 'Strada Memorandumului 28',
      zipCode: '400335',
      city: 'Cluj-Napoca',
      countryIso: 'RO',
      phone: '+40 723 456 789',
    },
    pickupPoint: null,
    email: 'ana@example.ro',
    accountPhone: '',
    payment: { type: 'prepaid', currency: 'RON', productsCost: 120.5, deliveryCost: 15, payformCost: 0 },
    weightGrams: 1250,
    products: [
      { name: 'Książka', quantity: 2 },
      { name: 'Zeszyt', quantity: 1 },
    ],
    noteToCourier: 'Zadzwonić przed doręczeniem',
    ...overrides,
  };
}
const facts = (overrides: Partial<OrderImportFacts> = {}): OrderImportFacts => ({
  mappings: [RO_HOME, RO_LOCKER, HU_HOME, CZ],
  stage: 'none',
  client: { allowedCountries: [1, 3, 4, 10, 11], codEnabled: true },
  locality: { id: 54984 },
  ...overrides,
});
const delivery = (overrides: Partial<IdoSellOrder['delivery']>) => ({ delivery: { ...order().delivery, ...overrides } });

describe('which orders are ours', () => {
  it('given an order of a mapped courier to the mapping’s country, then that mapping', () => {
    expect(matchOrder(order(), [RO_HOME, HU_HOME])).toEqual(RO_HOME);
    expect(matchOrder(order(delivery({ countryIso: 'hu' })), [RO_HOME, HU_HOME])).toEqual(HU_HOME);
  });

  it('given another courier, then ignored as courier_not_mapped; the courier for another country only, then country_not_mapped', () => {
    expect(decideOrderImport(order({ courierId: 99 }), facts())).toEqual({ action: 'ignore', reason: 'courier_not_mapped' });
    expect(decideOrderImport(order({ courierId: null }), facts())).toEqual({ action: 'ignore', reason: 'courier_not_mapped' });
    expect(decideOrderImport(order(delivery({ countryIso: 'BG' })), facts())).toEqual({ action: 'ignore', reason: 'country_not_mapped' });
  });

  it('given an order not waiting for dispatch, then ignored as status', () => {
    expect(decideOrderImport(order({ status: 'finished' }), facts())).toEqual({ action: 'ignore', reason: 'status' });
    expect(decideOrderImport(order({ status: 'wait_for_dispatch' }), facts()).action).toBe('import');
  });
});

describe('an order imported before', () => {
  it('given its tracking number written back, then skipped, whatever the order says now', () => {
    expect(decideOrderImport(order({ courierId: 99 }), facts({ stage: 'written_back' }))).toEqual({ action: 'skip' });
  });

  it('given it reserved or imported by a run that did not finish, then resumed from its stream (never planned again)', () => {
    expect(decideOrderImport(order(), facts({ stage: 'reserved' }))).toEqual({ action: 'resume' });
    expect(decideOrderImport(order({ courierId: 99 }), facts({ stage: 'imported' }))).toEqual({ action: 'resume' });
  });
});

describe('the shipment an order becomes', () => {
  it('given a prepaid home delivery, then home delivery to the found locality, one parcel of the order’s weight, the products as content', () => {
    expect(decideOrderImport(order(), facts())).toEqual({
      action: 'import',
      mapping: RO_HOME,
      plan: {
        deliveryService: 1,
        countryId: 1,
        recipient: {
          name: 'Ana Popescu',
          privatePerson: true,
          contactName: null,
          email: 'ana@example.ro',
          phonePrefix: '0040',
          phoneNumber: '723456789',
          localityId: 54984,
          postalCode: '400335',
          details: 'Strada Memorandumului 28',
          lockerId: null,
        },
        content: { declaredContent: 'Książka x2, Zeszyt', declaredValue: 120.5, cashOnDelivery: 0 },
        weightKg: 1.25,
        references: { first: '101', second: 'sklep-101' },
        note: 'Zadzwonić przed doręczeniem',
      },
    });
  });

  it('given a company, then not a private person, the person as contact', () => {
    const decision = decideOrderImport(order(delivery({ firm: 'Magazin SRL' })), facts());
    expect(decision.action === 'import' && decision.plan.recipient).toMatchObject({
      name: 'Magazin SRL',
      privatePerson: false,
      contactName: 'Ana Popescu',
    });
  });

  it('given cash on delivery in the country’s currency, then the whole amount the buyer pays', () => {
    const decision = decideOrderImport(
      order({ payment: { type: 'cash_on_delivery', currency: 'RON', productsCost: 100, deliveryCost: 15.5, payformCost: 4.25 } }),
      facts(),
    );
    expect(decision.action === 'import' && decision.plan.content).toEqual({
      declaredContent: 'Książka x2, Zeszyt',
      declaredValue: 100,
      cashOnDelivery: 119.75,
    });
  });

  it('given cash on delivery the client has not, or in another currency, then rejected', () => {
    const cod = order({ payment: { type: 'cash_on_delivery', currency: 'RON', productsCost: 100, deliveryCost: 0, payformCost: 0 } });
    expect(decideOrderImport(cod, facts({ client: { allowedCountries: [1], codEnabled: false } }))).toMatchObject({
      action: 'reject',
      reason: 'cod_not_enabled',
    });
    const pln = order({ payment: { type: 'cash_on_delivery', currency: 'PLN', productsCost: 100, deliveryCost: 0, payformCost: 0 } });
    expect(decideOrderImport(pln, facts())).toEqual({ action: 'reject', reason: 'cod_currency', message: 'PLN ≠ RON' });
  });

  it('given a prepaid order in another currency, then no declared value (it is in the country’s currency)', () => {
    const decision = decideOrderImport(
      order({ payment: { type: 'prepaid', currency: 'PLN', productsCost: 99, deliveryCost: 0, payformCost: 0 } }),
      facts(),
    );
    expect(decision.action === 'import' && decision.plan.content.declaredValue).toBe(0);
  });

  it('given a pickup point that is one of our lockers, then locker delivery to it (no locality needed)', () => {
    const decision = decideOrderImport(
      order({ courierId: 12, pickupPoint: { id: 'EB1234', name: 'easybox Lidl' } }),
      facts({ locality: undefined, lockerKnown: true }),
    );
    expect(decision).toMatchObject({
      action: 'import',
      mapping: RO_LOCKER,
      plan: { deliveryService: 3, recipient: { lockerId: 'EB1234', localityId: null } },
    });
  });

  it('given a pickup point we do not know, then rejected as locker_unknown', () => {
    expect(decideOrderImport(order({ pickupPoint: { id: 'XX9', name: 'x' } }), facts({ lockerKnown: false }))).toEqual({
      action: 'reject',
      reason: 'locker_unknown',
      message: 'XX9',
    });
  });

  it('given a home delivery to Czechia (pickup points only there), then service_not_available', () => {
    expect(decideOrderImport(order({ courierId: 40, ...delivery({ countryIso: 'CZ' }) }), facts())).toMatchObject({
      action: 'reject',
      reason: 'service_not_available',
    });
  });

  it('given a country the client may not send to (any more), then country_not_allowed', () => {
    expect(decideOrderImport(order(), facts({ client: { allowedCountries: [3], codEnabled: true } }))).toEqual({
      action: 'reject',
      reason: 'country_not_allowed',
      message: 'RO',
    });
  });

  it('given an address without street or city, then address_incomplete naming what is missing', () => {
    expect(decideOrderImport(order(delivery({ street: ' ', city: '' })), facts())).toEqual({
      action: 'reject',
      reason: 'address_incomplete',
      message: 'street, city',
    });
    expect(decideOrderImport(order(delivery({ firstName: '', lastName: '', firm: '' })), facts())).toMatchObject({
      reason: 'address_incomplete',
      message: 'name',
    });
  });

  it('given a locality the address database does not know, then address_unresolved with the city and postal code', () => {
    expect(decideOrderImport(order(delivery({ city: 'Clujj' })), facts({ locality: null }))).toEqual({
      action: 'reject',
      reason: 'address_unresolved',
      message: 'Clujj 400335',
    });
  });

  it('given no usable phone, then phone_invalid; the account’s phone stands in for a missing delivery phone', () => {
    expect(decideOrderImport(order(delivery({ phone: '12' })), facts())).toEqual({
      action: 'reject',
      reason: 'phone_invalid',
      message: '12',
    });
    const decision = decideOrderImport(order({ ...delivery({ phone: '' }), accountPhone: '0723 456 789' }), facts());
    expect(decision.action === 'import' && decision.plan.recipient.phoneNumber).toBe('723456789');
  });

  it('given no weight, then the minimum 0.1 kg; an absurd weight is weight_invalid', () => {
    const light = decideOrderImport(order({ weightGrams: 0 }), facts());
    expect(light.action === 'import' && light.plan.weightKg).toBe(0.1);
    expect(decideOrderImport(order({ weightGrams: 2_000_000 }), facts())).toMatchObject({ reason: 'weight_invalid' });
  });
});

describe('phones', () => {
  const ro = destination(1)!;
  const hu = destination(3)!;
  it.each([
    ['+40 723 456 789', ro, { prefix: '0040', number: '723456789' }],
    ['0040723456789', hu, { prefix: '0040', number: '723456789' }],
    ['0723-456-789', ro, { prefix: '0040', number: '723456789' }],
    ['(20) 123 4567', hu, { prefix: '0036', number: '201234567' }],
    ['+359 88 123 4567', ro, { prefix: '00359', number: '881234567' }],
  ])('reads %s', (raw, country, expected) => {
    expect(splitPhone(raw, country)).toEqual(expected);
  });

  it('refuses what is no phone of ours', () => {
    expect(splitPhone('+1 202 555 0143', ro)).toBeNull();
    expect(splitPhone('123', ro)).toBeNull();
    expect(splitPhone('', ro)).toBeNull();
  });
});
