import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  billingPeriod,
  clientNavigation,
  clientRow,
  clientView,
  createdClientResponse,
  dataTableResponseOf,
  generatedPasswordResponse,
  messageResponse,
  setIaiPasswordRequest,
  type CreateClientRequest,
  type DataTableRequest,
  type UpdateClientRequest,
} from '@parcel/contracts';
import { SENDING_SHIPMENTS_BLOCK_TYPE_ID } from '@parcel/domain';
import { ApiError } from '@/shared/api/api-error';
import { call } from '@/shared/api/http';
import { clientListRequest, type ClientFilters } from './list/client-filters';
import { clientParametersQuery, defineParameter, removeParameter } from './parameters/parameters.api';

/**
 * The calls of the clients list, the card frame, the client form and /company.
 * Query keys start with the read model's name ('clients'), so live notices of
 * that read model refresh every open list, card and form.
 */
const clientsTable = dataTableResponseOf(clientRow);

export const clientsTableQuery = (filters: ClientFilters) => (request: DataTableRequest) =>
  queryOptions({
    queryKey: ['clients', 'table', { filters, request }],
    queryFn: ({ signal }) => call('POST', 'app/v1/client/list', { body: clientListRequest(request, filters), schema: clientsTable, signal }),
  });

/** GET client/data/{id}; 0 is the logged-in client's own company. */
export const clientQuery = (id: number) =>
  queryOptions({
    queryKey: ['clients', 'one', id],
    queryFn: ({ signal }) => call('GET', `client/data/${id}`, { schema: clientView, signal }),
  });

export const companyQuery = () => clientQuery(0);

export const clientNavigationQuery = (id: number) =>
  queryOptions({
    queryKey: ['clients', 'navigation', id],
    queryFn: ({ signal }) => call('GET', `app/v1/client/${id}/navigation`, { schema: clientNavigation, signal }),
  });

/** The current billing period, or null when the client has none (the call answers 404). */
export const billingPeriodQuery = (id: number) =>
  queryOptions({
    queryKey: ['clients', 'billing-period', id],
    queryFn: async ({ signal }) => {
      try {
        return await call('GET', `app/v1/client/findPeriod/${id}`, { schema: billingPeriod, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

const period = z.object({ start: z.string(), end: z.string() }).nullable();
/** GET app/v1/client/{id}/shipments_count: shipments of the previous and the current billing period. */
export const shipmentsCount = z.object({ previous: z.number(), current: z.number(), previous_period: period, current_period: period });
export type ShipmentsCount = z.output<typeof shipmentsCount>;

/** The client's shipment counts (read from the shipments read model: its notices refresh them); null when the client has no billing period (404). */
export const shipmentsCountQuery = (id: number) =>
  queryOptions({
    queryKey: ['shipments', 'client-count', id],
    queryFn: async ({ signal }) => {
      try {
        return await call('GET', `app/v1/client/${id}/shipments_count`, { schema: shipmentsCount, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export const createClient = (body: CreateClientRequest) => call('POST', 'client', { body, schema: createdClientResponse });
export const updateClient = (body: UpdateClientRequest) => call('PUT', 'app/v1/client', { body, schema: messageResponse });
export const blockClient = (id: number) => call('DELETE', 'client', { body: { id }, schema: messageResponse });
export const restoreClient = (id: number) => call('POST', 'client/restore', { body: { id }, schema: messageResponse });

/** GET client/iai/password: a new generated shop-platform password (nothing is saved). */
export const generateIaiPassword = () => call('GET', 'client/iai/password', { schema: generatedPasswordResponse });
/** PUT client/iai: saves the client's shop-platform (IdoSell) password; answers 'iai_password_saved'. */
export const setIaiPassword = (clientId: number, password: string) =>
  call('PUT', 'client/iai', { body: { id: clientId, iai_password: password } satisfies z.input<typeof setIaiPasswordRequest>, schema: messageResponse });

/** Dispatch is blocked by defining the SENDING_SHIPMENTS_BLOCK parameter (its value is always true). */
export const blockDispatch = (clientId: number) =>
  defineParameter(clientId, SENDING_SHIPMENTS_BLOCK_TYPE_ID, { value: 'true', hidden_value: null });

/** ...and unblocked by deleting that parameter, looked up by its type at the moment of the click. */
export async function unblockDispatch(queryClient: QueryClient, clientId: number): Promise<{ message: string }> {
  const parameters = await queryClient.fetchQuery({ ...clientParametersQuery(clientId), staleTime: 0 });
  const block = parameters.find((parameter) => parameter.type_id === SENDING_SHIPMENTS_BLOCK_TYPE_ID);
  if (!block) throw new ApiError(404, 'parameter_not_found');
  return removeParameter(clientId, block.id);
}

/** Every query of the clients read model read again now (the live notice does it too, a moment later). */
export function useRefreshClients(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ['clients'] }), [queryClient]);
}

/** The client's name for messages that name it ('' until the client is read; the card and settings pages read it anyway). */
export function useClientName(clientId: number): string {
  return useQuery(clientQuery(clientId)).data?.name ?? '';
}
