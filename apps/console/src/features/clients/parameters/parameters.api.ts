import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { courierContact, messageResponse, parameterTypeView, parameterView } from '@parcel/contracts';
import { call } from '@/shared/api/http';

/**
 * A client's parameters are under 'clients' (the read model), so live notices
 * of it refresh them; the types catalogue and the courier's contacts are not
 * the read model's ('catalogue', 'courier-contacts').
 */
export const clientParametersQuery = (clientId: number) =>
  queryOptions({
    queryKey: ['clients', 'parameters', clientId],
    queryFn: ({ signal }) => call('GET', `app/v1/client/${clientId}/additional`, { schema: z.array(parameterView), signal }),
  });

export const parameterQuery = (clientId: number, parameterId: string) =>
  queryOptions({
    queryKey: ['clients', 'parameter', clientId, parameterId],
    queryFn: ({ signal }) =>
      call('GET', `app/v1/client/${clientId}/additional/${encodeURIComponent(parameterId)}`, { schema: parameterView, signal }),
  });

/** The catalogue of parameter types (codes, kinds, options, defaults). */
export const parameterTypesQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'parameter-types'],
    queryFn: ({ signal }) => call('GET', 'app/v1/client/additional_property_types', { schema: z.array(parameterTypeView), signal }),
    staleTime: Infinity,
  });

/** GET app/v1/courier/{courierId}/search/contacts?query=: the courier's contacts by name (3+ characters). */
export const contactSearchQuery = (courierId: number, query: string) =>
  queryOptions({
    queryKey: ['courier-contacts', courierId, query],
    queryFn: ({ signal }) =>
      call('GET', `app/v1/courier/${courierId}/search/contacts?query=${encodeURIComponent(query)}`, { schema: z.array(courierContact), signal }),
    enabled: query.length >= 3,
    staleTime: 60_000,
  });

export interface ParameterValue {
  readonly value: string;
  readonly hidden_value: string | null;
}

export const defineParameter = (clientId: number, typeId: number, value: ParameterValue) =>
  call('POST', `app/v1/client/${clientId}/additional`, { body: { type_id: typeId, ...value }, schema: messageResponse });

export const changeParameter = (clientId: number, parameterId: string, value: ParameterValue) =>
  call('PUT', `app/v1/client/${clientId}/additional`, { body: { id: parameterId, ...value }, schema: messageResponse });

export const removeParameter = (clientId: number, parameterId: string) =>
  call('DELETE', `app/v1/client/${clientId}/additional`, { body: { id: parameterId }, schema: messageResponse });
