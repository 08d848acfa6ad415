import { notFound } from '@tanstack/react-router';

/** The report id of an address (a whole number from 1); anything else is the not-found page. */
export function resignationIdOf(param: string): number {
  if (!/^\d{1,10}$/.test(param) || Number(param) < 1 || Number(param) > 2_147_483_647) throw notFound();
  return Number(param);
}
