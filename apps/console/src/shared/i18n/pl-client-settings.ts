/** Polish texts of the client card's settings tabs: courier credentials, price bands, parameters, external API. */
export const plClientSettings = {} as const;
