import { notFound } from '@tanstack/react-router';

/** A client id in a path (`/client/{id}/...`): digits only, a whole number from 1; anything else is the not-found page. */
export function clientIdOf(param: string): number {
  if (!/^[1-9]\d{0,9}$/.test(param)) throw notFound();
  return Number(param);
}
