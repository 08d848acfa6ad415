import { queryOptions } from '@tanstack/react-query';
import {
  createdUserResponse,
  dataTableResponseOf,
  messageResponse,
  userRow,
  userView,
  type DataTableRequest,
} from '@parcel/contracts';
import { call } from '@/shared/api/http';

/** Query keys start with the read model's name, so live notifications of `users` refresh them. */
const usersTable = dataTableResponseOf(userRow);

/** `unconfirmed`: only users who never confirmed their invitation (not in the spec: the dashboard's figure links here). */
export const usersTableQuery =
  (deleted: boolean, unconfirmed = false) =>
  (request: DataTableRequest) =>
    queryOptions({
      queryKey: ['users', 'table', { deleted, unconfirmed, request }],
      queryFn: ({ signal }) =>
        call('POST', deleted ? 'users/data/deleted' : 'users/data', {
          body: unconfirmed ? { ...request, unconfirmed: true } : request,
          schema: usersTable,
          signal,
        }),
    });

export const userQuery = (id: string) =>
  queryOptions({
    queryKey: ['users', 'one', id],
    queryFn: ({ signal }) => call('GET', `user/${encodeURIComponent(id)}`, { schema: userView, signal }),
  });

export interface UserFormValues extends Record<string, unknown> {
  email: string;
  role: string;
}

export const createUser = (values: UserFormValues) => call('POST', 'user', { body: toBody(values), schema: createdUserResponse });
export const updateUser = (id: string, values: UserFormValues) => call('PUT', 'user', { body: { id, ...toBody(values) }, schema: messageResponse });
export const blockUser = (id: string) => call('DELETE', 'user', { body: { id }, schema: messageResponse });
export const restoreUser = (id: string) => call('POST', 'user/restore', { body: { id }, schema: messageResponse });

const toBody = (values: UserFormValues) => ({ email: values.email, role: Number(values.role) });
