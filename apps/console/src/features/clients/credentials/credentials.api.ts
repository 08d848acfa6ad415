import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  catalogueItem,
  checkCredentialResponse,
  courierCredentialRow,
  courierCredentialView,
  credentialDefaultsResponse,
  messageResponse,
} from '@parcel/contracts';
import { call } from '@/shared/api/http';
import type { CheckedValues } from './check-state';

/**
 * A client's credentials are under 'clients' (the read model), so live notices
 * of it refresh them; the catalogues and the operator's defaults come from
 * configuration and are read once, under 'catalogue'.
 */
const CATALOGUE = { staleTime: Infinity } as const;

export const clientCredentialsQuery = (clientId: number) =>
  queryOptions({
    queryKey: ['clients', 'credentials', clientId],
    queryFn: ({ signal }) => call('GET', `client/${clientId}/credentials`, { schema: z.array(courierCredentialRow), signal }),
  });

export const credentialQuery = (id: string) =>
  queryOptions({
    queryKey: ['clients', 'credential', id],
    queryFn: ({ signal }) => call('GET', `credential/${encodeURIComponent(id)}`, { schema: courierCredentialView, signal }),
  });

export const couriersQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'couriers'],
    queryFn: ({ signal }) => call('GET', 'couriers', { schema: z.array(catalogueItem), signal }),
    ...CATALOGUE,
  });

export const credentialTypesQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'credential-types'],
    queryFn: ({ signal }) => call('GET', 'credential/types', { schema: z.array(catalogueItem), signal }),
    ...CATALOGUE,
  });

/** GET ask/credentials/DPD: the operator's defaults for a new credential. */
export const credentialDefaultsQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'credential-defaults'],
    queryFn: ({ signal }) => call('GET', 'ask/credentials/DPD', { schema: credentialDefaultsResponse, signal }),
    ...CATALOGUE,
  });

/** What the credential form reads (its routes prefetch it): the catalogues, and the operator's defaults (create) or the credential (edit). */
export const prefetchCredentialForm = (queryClient: QueryClient, credentialId?: string) =>
  Promise.all([
    queryClient.prefetchQuery(couriersQuery()),
    queryClient.prefetchQuery(credentialTypesQuery()),
    credentialId === undefined ? queryClient.prefetchQuery(credentialDefaultsQuery()) : queryClient.prefetchQuery(credentialQuery(credentialId)),
  ]);

/** The form's values: selects hold strings. */
export interface CredentialFormValues extends Record<string, unknown> {
  id_courier: string;
  id_type: string;
  assign: boolean;
  username: string;
  password: string;
  contract_number: string;
  service: string;
  note: string;
  comment: string;
}

const toBody = (clientId: number, values: CredentialFormValues, checkToken: string | undefined) => ({
  id_client: clientId,
  id_courier: Number(values.id_courier),
  id_type: Number(values.id_type),
  assign: values.assign,
  username: values.username,
  password: values.password,
  contract_number: values.contract_number,
  service: values.service,
  note: values.note,
  comment: values.comment,
  ...(checkToken ? { check_token: checkToken } : {}),
});

export const createCredential = (clientId: number, values: CredentialFormValues, checkToken: string | undefined) =>
  call('POST', 'credential', { body: toBody(clientId, values, checkToken), schema: messageResponse });

export const updateCredential = (clientId: number, id: string, values: CredentialFormValues, checkToken: string | undefined) =>
  call('PUT', 'credential', { body: { id, ...toBody(clientId, values, checkToken) }, schema: messageResponse });

export const deleteCredential = (id: string) => call('DELETE', 'credentials', { body: { id }, schema: messageResponse });

/** PUT credential/check: a 406 (credential_rejected) is the courier saying no. With id, an empty password means the stored one. */
export const checkCredential = (values: CheckedValues, id: string | undefined) =>
  call('PUT', 'credential/check', {
    body: {
      ...(id ? { id } : {}),
      id_courier: Number(values.id_courier),
      username: values.username,
      password: values.password,
      service: values.service,
    },
    schema: checkCredentialResponse,
  });

export const pinCredential = (clientId: number, id: string) => call('POST', 'credential/main', { body: { id_client: clientId, id }, schema: messageResponse });
export const unpinCredential = (clientId: number, id: string) => call('DELETE', 'credential/main', { body: { id_client: clientId, id }, schema: messageResponse });
