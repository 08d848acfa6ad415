/**
 * The client card's tabs (spec/01 §2 route /client/{id}/card/{card}). The
 * income and cost operational price-list tabs come with the pricing issue.
 * The external API's detail and new cards open its tab.
 */
export const CARDS = ['data', 'api', 'pricing', 'parameters', 'external_api_credentials'] as const;
export type Card = (typeof CARDS)[number];

const ALIASES: Record<string, Card> = {
  external_api_credentials_detials: 'external_api_credentials',
  new_external_api_credentials: 'external_api_credentials',
};

/** The tab a card parameter opens, or null for one the console does not have. */
export function cardOf(param: string | undefined): Card | null {
  if (param === undefined) return 'data';
  if ((CARDS as readonly string[]).includes(param)) return param as Card;
  return ALIASES[param] ?? null;
}
