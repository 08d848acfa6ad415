import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { courierContact, parameterTypeView, parameterView } from '@parcel/contracts';
import { call } from '../../../shared/api/http';
import { savedAnswer } from '../settings-shared/answers';

/** Query keys start with 'clients' (the read model), so live notices of it refresh them. */
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
    queryKey: ['clients', 'catalogue', 'parameter-types'],
    queryFn: ({ signal }) => call('GET', 'app/v1/client/additional_property_types', { schema: z.array(parameterTypeView), signal }),
    staleTime: Infinity,
  });

/** GET app/v1/courier/{courierId}/search/contacts?query=: the courier's contacts by name (3+ characters). */
export const contactSearchQuery = (courierId: number, query: string) =>
  queryOptions({
    queryKey: ['clients', 'contacts', courierId, query],
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
  call('POST', `app/v1/client/${clientId}/additional`, { body: { type_id: typeId, ...value }, schema: savedAnswer });

export const changeParameter = (clientId: number, parameterId: string, value: ParameterValue) =>
  call('PUT', `app/v1/client/${clientId}/additional`, { body: { id: parameterId, ...value }, schema: savedAnswer });

export const removeParameter = (clientId: number, parameterId: string) =>
  call('DELETE', `app/v1/client/${clientId}/additional`, { body: { id: parameterId }, schema: savedAnswer });
