import type { PriceListType } from '@parcel/domain';
import { notFound } from '@tanstack/react-router';

export type { PriceListType };

/**
 * The `{type}` of an operational price-list address (income | cost); anything else is a page that does not exist.
 * (Spelled out, not read from the domain's PRICE_LIST_TYPES: the route guards run in the first JavaScript, whose budget is tight.)
 */
export function priceListTypeOf(param: string): PriceListType {
  if (param !== 'income' && param !== 'cost') throw notFound();
  return param;
}

/** A list's id in the address: a whole number from 1; anything else is a page that does not exist. */
export function priceListIdOf(param: string): number {
  if (!/^[1-9]\d{0,9}$/.test(param) || Number(param) > 2_147_483_647) throw notFound();
  return Number(param);
}

/** The client card tab of a client's lists of this type (spec/03 §2: back from a client's list). */
export const clientCardOf = (type: PriceListType) => `${type}_operational_price_list` as const;
