/**
 * The kinds of external API credentials (shop platforms, marketplaces, our own
 * API), in the order the form offers them: the one list the HTTP contract and
 * the event schema take (the domain's ExternalApiType is checked against the
 * event schema at compile time).
 */
export const EXTERNAL_API_TYPES = ['baselinker', 'api_v2', 'ido_sell', 'emag_RO', 'emag_HU', 'emag_BG', 'another'] as const;
