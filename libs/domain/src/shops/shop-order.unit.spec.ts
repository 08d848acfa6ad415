import { describe, expect, it } from 'vitest';
import type { ShopOrderEvent, ShopShipmentPlan } from './shop.events.js';
import {
  evolveShopOrder,
  initialShopOrderState,
  recordShopOrderImported,
  recordTrackingWrittenBack,
  reserveShopOrder,
  shopOrderStream,
  type ReserveShopOrderInput,
  type ShopOrderState,
} from './shop-order.js';

const plan: ShopShipmentPlan = {
  deliveryService: 1,
  countryId: 1,
  recipient: {
    name: 'Ana Popescu',
    privatePerson: true,
    contactName: null,
    email: null,
    phonePrefix: '0040',
    phoneNumber: '723456789',
    localityId: 54984,
    postalCode: '400335',
    details: 'Strada Memorandumului 28',
    lockerId: null,
  },
  content: { declaredContent: 'Książka', declaredValue: 50, cashOnDelivery: 0 },
  weightKg: 1.2,
  references: { first: '101', second: 'sklep-101' },
  note: null,
};
const input: ReserveShopOrderInput = {
  shopId: 1,
  clientId: 7,
  domain: 'Sklep.Example.PL',
  orderSerialNumber: 101,
  orderId: 'sklep-101',
  courierId: 3,
  externalCourierId: 11,
  shipmentId: 500,
  parcelIds: [900],
  plan,
};
const given = (...events: ShopOrderEvent[]): ShopOrderState => events.reduce(evolveShopOrder, initialShopOrderState);

describe('an order of a shop', () => {
  it('is keyed by the shop’s domain (any case) and the order’s serial number', () => {
    expect(shopOrderStream('Sklep.Example.PL', 101)).toBe('external-shop-order-sklep.example.pl-101');
  });

  it('given none, when reserved, then ShopOrderReserved with the shipment’s ids and plan; a taken order is reserved by nobody else', () => {
    const events = reserveShopOrder(given(), input);
    expect(events).toEqual([{ type: 'ShopOrderReserved', data: { ...input, domain: 'sklep.example.pl' } }]);
    expect(reserveShopOrder(given(...events), { ...input, shipmentId: 501, parcelIds: [901] })).toEqual([]);
  });

  it('given a reservation, when its shipment is made, then ShopOrderImported once; the write-back then once', () => {
    const reserved = given(...reserveShopOrder(given(), input));
    const imported = recordShopOrderImported(reserved, 'RO000000500X');
    expect(imported).toEqual([
      { type: 'ShopOrderImported', data: { shopId: 1, orderSerialNumber: 101, shipmentId: 500, shipmentNumber: 'RO000000500X' } },
    ]);
    const afterImport = given(...reserveShopOrder(given(), input), ...imported);
    expect(recordShopOrderImported(afterImport, 'RO000000500X')).toEqual([]);
    const written = recordTrackingWrittenBack(afterImport);
    expect(written).toEqual([
      {
        type: 'ShopOrderTrackingWrittenBack',
        data: { shopId: 1, orderSerialNumber: 101, shipmentNumber: 'RO000000500X', externalCourierId: 11 },
      },
    ]);
    const done = given(...reserveShopOrder(given(), input), ...imported, ...written);
    expect(done.stage).toBe('written_back');
    expect(recordTrackingWrittenBack(done)).toEqual([]);
  });

  it('given only a reservation (no shipment yet), then there is no number to write back', () => {
    expect(recordTrackingWrittenBack(given(...reserveShopOrder(given(), input)))).toEqual([]);
    expect(recordTrackingWrittenBack(given())).toEqual([]);
    expect(recordShopOrderImported(given(), 'X')).toEqual([]);
  });
});
