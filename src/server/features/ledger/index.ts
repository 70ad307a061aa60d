/**
 * The signal ledger's face to the rest of the server (decision 0050): the publication app.ts hands to the markets
 * core, the published record the track record is computed from, and the chain's head the alerts start from.
 */
export { publishToLedger } from './publish';
export { publishedInputs } from './published-record';
export type { PublishedInputs } from './published-record';
export { ledgerHead } from './repo';
