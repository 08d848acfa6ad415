import type { ComponentType } from 'react';

/**
 * The client card's tabs (spec/01 §2 route /client/{id}/card/{card}); the
 * income and cost operational price lists follow the price bands.
 * The external API's detail card opens its tab; its new card opens the new
 * credential's form (/client/{id}/external_api_credentials).
 */
export const CARDS = [
  'data',
  'api',
  'pricing',
  'income_operational_price_list',
  'cost_operational_price_list',
  'parameters',
  'external_api_credentials',
] as const;
export type Card = (typeof CARDS)[number];

/** The operational price-list tab (the pricing feature's screen, handed to the card by its route). */
export type PriceListsTab = ComponentType<{ clientId: number; type: 'income' | 'cost' }>;
/** The header's billing-statement button (the reports feature's billing modal), handed in by the route. */
export type BillingAction = ComponentType<{ client: { id: number; name: string } }>;

export const NEW_EXTERNAL_API_CARD = 'new_external_api_credentials';

const ALIASES: Record<string, Card> = {
  external_api_credentials_detials: 'external_api_credentials',
};

/** The tab a card parameter opens, or null for one the console does not have. */
export function cardOf(param: string | undefined): Card | null {
  if (param === undefined) return 'data';
  if ((CARDS as readonly string[]).includes(param)) return param as Card;
  return ALIASES[param] ?? null;
}
