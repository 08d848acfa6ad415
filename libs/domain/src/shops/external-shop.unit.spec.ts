import { describe, expect, it } from 'vitest';
import { DomainError, type ErrorCode } from '../shared/errors.js';
import {
  addShopCourier,
  changeShop,
  connectShop,
  deleteShop,
  evolveExternalShop,
  externalShopStream,
  externalShopSyncStream,
  initialExternalShopState,
  MAX_RECORDED_FAILURES,
  recordSynchronisation,
  removeShopCourier,
  shopCourier,
  type ExternalShopState,
} from './external-shop.js';
import type { ExternalShopEvent, SyncCounts } from './shop.events.js';

const CLIENT = 7;
const OTHER = 8;
const connected: ExternalShopEvent = {
  type: 'ExternalShopConnected',
  data: { shopId: 1, clientId: CLIENT, platform: 'ido_sell', baseUrl: 'https://sklep.example.pl', apiKeyCipher: 'v1:a:b:c' },
};
const courier = (courierId: number, countryId: number, externalCourierId: number): ExternalShopEvent => ({
  type: 'ExternalShopCourierAdded',
  data: { shopId: 1, clientId: CLIENT, courierId, countryId, externalCourierId },
});
const given = (...events: ExternalShopEvent[]): ExternalShopState => events.reduce(evolveExternalShop, initialExternalShopState);
const thenError = (act: () => unknown, code: ErrorCode) => {
  try {
    act();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe(code);
    return;
  }
  throw new Error(`expected ${code}`);
};
const counts: SyncCounts = { seen: 3, imported: 1, writtenBack: 1, ignored: 1, failed: 1 };

describe('a client shop', () => {
  it('lives on its own stream, its runs on another', () => {
    expect(externalShopStream(12)).toBe('external-shop-12');
    expect(externalShopSyncStream(12)).toBe('external-shop-sync-12');
  });

  it('given none, when connected, then ExternalShopConnected with the ciphertext of the key (never the key)', () => {
    const events = connectShop(given(), { ...connected.data });
    expect(events).toEqual([connected]);
    expect(() => connectShop(given(connected), { ...connected.data })).toThrow(RangeError);
  });

  it('given a shop, when its client changes the address keeping the key, then ExternalShopChanged with a null key; nothing when nothing changes', () => {
    expect(changeShop(given(connected), CLIENT, { baseUrl: 'https://nowy.example.pl', apiKeyCipher: null })).toEqual([
      { type: 'ExternalShopChanged', data: { shopId: 1, clientId: CLIENT, baseUrl: 'https://nowy.example.pl', apiKeyCipher: null } },
    ]);
    expect(changeShop(given(connected), CLIENT, { baseUrl: 'https://sklep.example.pl', apiKeyCipher: null })).toEqual([]);
    const changed = given(
      connected,
      ...changeShop(given(connected), CLIENT, { baseUrl: 'https://sklep.example.pl', apiKeyCipher: 'v1:n:e:w' }),
    );
    expect(changed.status === 'connected' && changed.apiKeyCipher).toBe('v1:n:e:w');
  });

  it('given another client’s shop, a deleted one or none, then every command is external_shop_not_found', () => {
    for (const state of [given(), given(connected, { type: 'ExternalShopDeleted', data: { shopId: 1, clientId: CLIENT } })]) {
      thenError(() => deleteShop(state, CLIENT), 'external_shop_not_found');
    }
    thenError(() => deleteShop(given(connected), OTHER), 'external_shop_not_found');
    thenError(
      () => changeShop(given(connected), OTHER, { baseUrl: 'https://x.example.pl', apiKeyCipher: null }),
      'external_shop_not_found',
    );
    thenError(
      () => addShopCourier(given(connected), OTHER, { courierId: 1, countryId: 1, externalCourierId: 5 }, [1]),
      'external_shop_not_found',
    );
    thenError(() => removeShopCourier(given(connected), OTHER, 1), 'external_shop_not_found');
  });

  it('given a shop, when deleted, then ExternalShopDeleted; deleting again is external_shop_not_found', () => {
    const events = deleteShop(given(connected), CLIENT);
    expect(events).toEqual([{ type: 'ExternalShopDeleted', data: { shopId: 1, clientId: CLIENT } }]);
    thenError(() => deleteShop(given(connected, ...events), CLIENT), 'external_shop_not_found');
  });
});

describe('courier mappings', () => {
  it('given a shop, when a courier of an allowed country is mapped, then ExternalShopCourierAdded', () => {
    expect(addShopCourier(given(connected), CLIENT, { courierId: 3, countryId: 1, externalCourierId: 11 }, [1, 3])).toEqual([
      courier(3, 1, 11),
    ]);
  });

  it('given a country the client may not send to, then external_shop_country_not_allowed', () => {
    thenError(
      () => addShopCourier(given(connected), CLIENT, { courierId: 3, countryId: 4, externalCourierId: 11 }, [1, 3]),
      'external_shop_country_not_allowed',
    );
  });

  it('given the pair (country, courier) mapped, then external_shop_courier_exists; the same courier for another country, or another courier of the country, is fine', () => {
    const state = given(connected, courier(3, 1, 11));
    thenError(
      () => addShopCourier(state, CLIENT, { courierId: 4, countryId: 1, externalCourierId: 11 }, [1, 3]),
      'external_shop_courier_exists',
    );
    expect(addShopCourier(state, CLIENT, { courierId: 4, countryId: 3, externalCourierId: 11 }, [1, 3])).toHaveLength(1);
    expect(addShopCourier(state, CLIENT, { courierId: 4, countryId: 1, externalCourierId: 12 }, [1, 3])).toHaveLength(1);
  });

  it('given a mapping, when removed, then ExternalShopCourierRemoved; an unknown one is external_shop_courier_not_found', () => {
    const state = given(connected, courier(3, 1, 11));
    expect(removeShopCourier(state, CLIENT, 3)).toEqual([
      { type: 'ExternalShopCourierRemoved', data: { shopId: 1, clientId: CLIENT, courierId: 3 } },
    ]);
    thenError(() => removeShopCourier(state, CLIENT, 4), 'external_shop_courier_not_found');
    expect(shopCourier(state, CLIENT, 3)).toEqual({ courierId: 3, countryId: 1, externalCourierId: 11 });
    thenError(() => shopCourier(state, OTHER, 3), 'external_shop_not_found');
  });
});

describe('recording a synchronisation run', () => {
  const at = '2027-01-11T10:00:00.000Z';

  it('given a succeeded run, then ShopSynchronisationSucceeded marking the mappings the shop still has', () => {
    const state = given(connected, courier(3, 1, 11), courier(4, 3, 12));
    const events = recordSynchronisation(state, { outcome: 'succeeded', counts, failures: [], courierIds: [3, 4, 9] }, at);
    expect(events).toEqual([
      { type: 'ShopSynchronisationSucceeded', data: { shopId: 1, clientId: CLIENT, at, ...counts, courierIds: [3, 4], failures: [] } },
    ]);
  });

  it('given a failed run, then ShopSynchronisationFailed with its stable reason and the platform message (clipped)', () => {
    const message = 'x'.repeat(600);
    const [event] = recordSynchronisation(
      given(connected),
      { outcome: 'failed', reason: 'unauthorized', message, counts, failures: [] },
      at,
    );
    expect(event!.type).toBe('ShopSynchronisationFailed');
    expect(event!.data).toMatchObject({ reason: 'unauthorized', at });
    expect((event!.data as { message: string }).message).toHaveLength(500);
  });

  it('given many failed orders, then the first 50 are kept (the count tells all); given a deleted shop, then nothing', () => {
    const failures = Array.from({ length: 70 }, (_, i) => ({
      orderSerialNumber: i + 1,
      reason: 'address_unresolved' as const,
      message: 'Cluj',
    }));
    const [event] = recordSynchronisation(
      given(connected),
      { outcome: 'succeeded', counts: { ...counts, failed: 70 }, failures, courierIds: [] },
      at,
    );
    expect(event!.data.failures).toHaveLength(MAX_RECORDED_FAILURES);
    expect(event!.data.failed).toBe(70);
    const deleted = given(connected, { type: 'ExternalShopDeleted', data: { shopId: 1, clientId: CLIENT } });
    expect(recordSynchronisation(deleted, { outcome: 'succeeded', counts, failures: [], courierIds: [] }, at)).toEqual([]);
  });
});
