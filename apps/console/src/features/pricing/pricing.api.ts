import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  clientView,
  countryView,
  courierOption,
  dataTableResponseOf,
  messageResponse,
  priceListCheckResponse,
  priceListRow,
  priceListSavedResponse,
  priceListView,
  specialAssociationOption,
  type DataTableRequest,
  type PriceListView,
} from '@parcel/contracts';
import { SENDING_COUNTRY_IDS, type PriceListType, type SpecialAssociation } from '@parcel/domain';
import { call } from '@/shared/api/http';
import { toBody, type PriceListFormValues } from './price-list-form-values';

/** Operational price lists (libs/contracts/src/http/pricing.ts). Query keys start with the read model's name, so its live notices refresh them. */
const READ_MODEL = 'operational_price_lists';
const BASE = 'app/v1/operational_price_list';

const priceListTable = dataTableResponseOf(priceListRow);

/** POST /{type}/list/{clientId}: the default lists (client 0) or a client's, by the table protocol. */
export const priceListTableQuery = (type: PriceListType, clientId: number) => (request: DataTableRequest) =>
  queryOptions({
    queryKey: [READ_MODEL, 'table', type, clientId, request],
    queryFn: ({ signal }) => call('POST', `${BASE}/${type}/list/${clientId}`, { body: request, schema: priceListTable, signal }),
  });

/** GET /{type}/current_active: the ids of the lists in effect today (their rows are highlighted). */
export const currentActiveQuery = (type: PriceListType) =>
  queryOptions({
    queryKey: [READ_MODEL, 'current_active', type],
    queryFn: ({ signal }) => call('GET', `${BASE}/${type}/current_active`, { schema: z.array(z.number()), signal }),
    select: (ids) => new Set(ids),
  });

export const priceListQuery = (type: PriceListType, id: number) =>
  queryOptions({
    queryKey: [READ_MODEL, 'one', type, id],
    queryFn: ({ signal }) => call('GET', `${BASE}/${type}/one/${id}`, { schema: priceListView, signal }) as Promise<PriceListView>,
  });

/** GET /{type}/check/{id}: whether the list has priced a shipment (then it is locked). */
export const priceListCheckQuery = (type: PriceListType, id: number) =>
  queryOptions({
    queryKey: [READ_MODEL, 'check', type, id],
    queryFn: ({ signal }) => call('GET', `${BASE}/${type}/check/${id}`, { schema: priceListCheckResponse, signal }),
  });

/** GET /{type}/current_active/{association}?id_country|id_courier: the default list in effect (404 no_active_default_price_list). */
export const findActiveDefault = (
  type: PriceListType,
  association: SpecialAssociation,
  target: { id_country?: number; id_courier?: number },
) => {
  const query = new URLSearchParams();
  if (target.id_country !== undefined) query.set('id_country', String(target.id_country));
  if (target.id_courier !== undefined) query.set('id_courier', String(target.id_courier));
  return call('GET', `${BASE}/${type}/current_active/${association}?${query}`, { schema: priceListView }) as Promise<PriceListView>;
};

/** The client whose list the form shows (its name in the title); under 'clients', so its live notices refresh it. */
export const priceListOwnerQuery = (clientId: number) =>
  queryOptions({
    queryKey: ['clients', 'price-list-owner', clientId],
    queryFn: ({ signal }) => call('GET', `client/data/${clientId}`, { schema: clientView, signal }),
  });

/** The catalogues the form's selects offer: fixed lists, read once per session. */
export const specialAssociationsQuery = (type: PriceListType) =>
  queryOptions({
    queryKey: ['price_list_catalogues', 'special_associations', type],
    queryFn: ({ signal }) => call('GET', `${BASE}/${type}/special_associations`, { schema: z.array(specialAssociationOption), signal }),
    staleTime: Infinity,
  });

export const currenciesQuery = () =>
  queryOptions({
    queryKey: ['price_list_catalogues', 'currencies'],
    queryFn: ({ signal }) => call('GET', 'app/v1/currency', { schema: z.array(z.string()), signal }),
    staleTime: Infinity,
  });

export const couriersQuery = () =>
  queryOptions({
    queryKey: ['price_list_catalogues', 'couriers'],
    queryFn: ({ signal }) => call('GET', 'app/v1/courier/list', { schema: z.array(courierOption), signal }),
    staleTime: Infinity,
  });

/** GET app/v1/country/list, the destination countries only (an income list prices sending to a country; Poland is where parcels leave from). */
export const destinationCountriesQuery = () =>
  queryOptions({
    queryKey: ['price_list_catalogues', 'countries'],
    queryFn: ({ signal }) => call('GET', 'app/v1/country/list', { schema: z.array(countryView), signal }),
    select: (countries) => countries.filter((country) => SENDING_COUNTRY_IDS.includes(country.id)),
    staleTime: Infinity,
  });

export const createPriceList = (type: PriceListType, values: PriceListFormValues, clientId: number | null) =>
  call('POST', `${BASE}/${type}`, { body: toBody(type, values, clientId), schema: priceListSavedResponse });
export const updatePriceList = (type: PriceListType, id: number, values: PriceListFormValues, clientId: number | null) =>
  call('PUT', `${BASE}/${type}`, { body: { id, ...toBody(type, values, clientId) }, schema: priceListSavedResponse });
export const deletePriceList = (type: PriceListType, id: number) =>
  call('DELETE', `${BASE}/${type}`, { body: { id }, schema: messageResponse });
/** PATCH /{type}: a client's list stops; the client is priced by the default list again. */
export const deactivatePriceList = (type: PriceListType, id: number) =>
  call('PATCH', `${BASE}/${type}`, { body: { id }, schema: messageResponse });
