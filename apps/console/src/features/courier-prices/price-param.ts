import { notFound } from '@tanstack/react-router';

/** A courier price id in a path (`/prices/price/{id}`): a whole number from 1; anything else is the not-found page. */
export function courierPriceIdOf(param: string): number {
  if (!/^[1-9]\d{0,8}$/.test(param)) throw notFound();
  return Number(param);
}
