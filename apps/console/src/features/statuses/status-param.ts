import { notFound } from '@tanstack/react-router';

/** A status type id in a path (`/statuses/status/{id}`): a whole number from 1; anything else is the not-found page. */
export function statusIdOf(param: string): number {
  if (!/^[1-9]\d{0,9}$/.test(param)) throw notFound();
  return Number(param);
}
