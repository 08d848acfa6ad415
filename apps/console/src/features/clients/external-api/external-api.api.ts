import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  createdExternalCredentialResponse,
  externalCredentialRow,
  externalCredentialView,
  messageResponse,
  serverAddressesResponse,
  type ExternalCredentialRow,
} from '@parcel/contracts';
import { call } from '@/shared/api/http';

const base = (clientId: number) => `app/v1/client/${clientId}/external_api_credentials`;

/** A client's credentials are under 'clients' (the read model), so live notices of it refresh them. */
export const externalCredentialsQuery = (clientId: number) =>
  queryOptions({
    queryKey: ['clients', 'external-api', clientId],
    queryFn: ({ signal }) => call('GET', base(clientId), { schema: z.array(externalCredentialRow), signal }),
    select: (rows: ExternalCredentialRow[]) => [...rows].sort((a, b) => a.created_at.localeCompare(b.created_at)),
  });

export const externalCredentialQuery = (clientId: number, credId: string) =>
  queryOptions({
    queryKey: ['clients', 'external-api-one', clientId, credId],
    queryFn: ({ signal }) => call('GET', `${base(clientId)}/${encodeURIComponent(credId)}`, { schema: externalCredentialView, signal }),
  });

/** The two addresses of our servers a client whitelists in the marketplace panel. */
export const serverAddressesQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'server-addresses'],
    queryFn: ({ signal }) => call('GET', 'app/v1/external_api_credentials/server_addresses', { schema: serverAddressesResponse, signal }),
    staleTime: Infinity,
  });

export interface ExternalFormValues extends Record<string, unknown> {
  type: string;
  username: string;
  password: string;
  token: string;
  ip: string;
}

export const createExternalCredential = (clientId: number, values: ExternalFormValues) =>
  call('POST', base(clientId), { body: values, schema: createdExternalCredentialResponse });

export const updateExternalCredential = (clientId: number, credId: string, values: ExternalFormValues) =>
  call('PUT', base(clientId), { body: { id: credId, ...values }, schema: messageResponse });

export const deleteExternalCredential = (clientId: number, credId: string) =>
  call('DELETE', base(clientId), { body: { credentialsId: credId }, schema: messageResponse });
