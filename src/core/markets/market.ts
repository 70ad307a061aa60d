/** The three markets the product covers, in the order every page and answer lists them. */
export const MARKETS = ['futures', 'equities', 'crypto'] as const;
export type Market = (typeof MARKETS)[number];
