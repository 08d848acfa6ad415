import { queryOptions } from '@tanstack/react-query';
import {
  allowedCountriesResponse,
  platformCouriersResponse,
  shopCourierView,
  shopCreatedResponse,
  shopDeletedResponse,
  shopList,
  shopSaveResponse,
  shopView,
  syncView,
} from '@parcel/contracts';
import { call } from '@/shared/api/http';

const PANEL = 'app/v2/client-panel';

/** Query keys start with the read model's name: live notices of 'external_shops' refresh the lists and screens. */
export const shopsQuery = () =>
  queryOptions({
    queryKey: ['external_shops', 'list'],
    queryFn: ({ signal }) => call('GET', `${PANEL}/external_shop`, { schema: shopList, signal }),
  });

export const shopQuery = (id: number) =>
  queryOptions({
    queryKey: ['external_shops', 'one', id],
    queryFn: ({ signal }) => call('GET', `${PANEL}/external_shop/${id}`, { schema: shopView, signal }),
  });

export const shopCourierQuery = (shopId: number, id: number) =>
  queryOptions({
    queryKey: ['external_shops', 'courier', shopId, id],
    queryFn: ({ signal }) => call('GET', `${PANEL}/external_shop/${shopId}/courier/${id}`, { schema: shopCourierView, signal }),
  });

/** The client's allowed countries live on its client record. */
export const allowedCountriesQuery = () =>
  queryOptions({
    queryKey: ['clients', 'shop-countries'],
    queryFn: ({ signal }) => call('GET', `${PANEL}/allowed_countries`, { schema: allowedCountriesResponse, signal }),
  });

/** The platform's couriers of a country (asked of the shop: kept a minute, not retried). */
export const platformCouriersQuery = (shopId: number, countryId: number) =>
  queryOptions({
    queryKey: ['external_shops', 'platform-couriers', shopId, countryId],
    queryFn: ({ signal }) =>
      call('GET', `${PANEL}/external_shop/${shopId}/platform_couriers?country_id=${countryId}`, {
        schema: platformCouriersResponse,
        signal,
      }),
    staleTime: 60_000,
    retry: false,
  });

export interface ShopFormValues extends Record<string, unknown> {
  platform: string;
  base_url: string;
  encrypted_api_key: string;
}

export interface CourierFormValues extends Record<string, unknown> {
  country_id: string;
  external_shop_courier_id: string;
}

export const createShop = (values: ShopFormValues) => call('POST', `${PANEL}/external_shop`, { body: values, schema: shopCreatedResponse });
export const changeShop = (id: number, values: ShopFormValues) =>
  call('POST', `${PANEL}/external_shop`, { body: { id, ...values }, schema: shopSaveResponse });
export const deleteShop = (id: number) => call('DELETE', `${PANEL}/external_shop`, { body: { id }, schema: shopDeletedResponse });
export const synchronizeShop = (id: number) => call('POST', `${PANEL}/external_shop/${id}/synchronize`, { schema: syncView });
export const addShopCourier = (shopId: number, values: CourierFormValues) =>
  call('POST', `${PANEL}/external_shop/${shopId}/courier`, { body: values, schema: shopCreatedResponse });
export const deleteShopCourier = (shopId: number, id: number) =>
  call('DELETE', `${PANEL}/external_shop/${shopId}/courier`, { body: { id }, schema: shopDeletedResponse });
