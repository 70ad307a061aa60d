/**
 * The signal ledger's face to the rest of the server (decision 0050): the publication app.ts hands to
 * the markets core, the published record the track record is computed from, and the signed checkpoint the
 * daily mail carries.
 */
export { publishToLedger } from './publish';
export { publishedInputs } from './published-record';
export type { PublishedInputs } from './published-record';
export { ledgerHead } from './repo';
export { recentAudit, signedCheckpoint } from './log';
