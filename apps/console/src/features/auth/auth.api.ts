import { queryOptions } from '@tanstack/react-query';
import { loginResponse, messageResponse, type LoginRequest } from '@parcel/contracts';
import { call } from '@/shared/api/http';
import { session } from '@/shared/session/session';

export async function logIn(credentials: LoginRequest): Promise<void> {
  session.set(await call('POST', 'user/login', { body: credentials, schema: loginResponse }));
}

export const recoverPassword = (email: string) => call('POST', 'user/recover', { body: { email }, schema: messageResponse });

export const resetPassword = (token: string, password: string, password_confirmation: string) =>
  call('POST', 'user/password/reset', { body: { token, password, password_confirmation }, schema: messageResponse });

/** A mail-check link is spent by its first use: asked once, never again on its own. */
export const emailCheckQuery = (token: string) =>
  queryOptions({
    queryKey: ['email-check', token],
    queryFn: () => call('GET', `user/confirm/${encodeURIComponent(token)}`, { schema: messageResponse }),
    retry: false,
    staleTime: Infinity,
  });
