import { notFound } from '@tanstack/react-router';

/** An id in a path (`/external_inbound/{id}`, `/unknown-client-aliases/{id}`): a whole number from 1; anything else is the not-found page. */
export function idParamOf(param: string): number {
  if (!/^[1-9]\d{0,9}$/.test(param)) throw notFound();
  return Number(param);
}
