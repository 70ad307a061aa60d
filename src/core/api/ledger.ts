import {
  ledgerQuerySchema,
  ledgerResponseSchema,
  ledgerVerifyQuerySchema,
  ledgerVerifyResponseSchema,
} from '../schemas/ledger';
import { endpoint } from './endpoint';

/** The published signal ledger (decision 0050, docs/features/track-record.md). */
export const ledgerApi = {
  /** The chain's rows: everything for premium viewers of the market, rows older than their delay for others. */
  rows: endpoint({
    method: 'GET',
    path: '/api/ledger',
    query: ledgerQuerySchema,
    responses: { 200: ledgerResponseSchema },
  }),
  /** Recomputes the chain's hashes and names the first row that does not match. */
  verify: endpoint({
    method: 'GET',
    path: '/api/ledger/verify',
    query: ledgerVerifyQuerySchema,
    responses: { 200: ledgerVerifyResponseSchema },
  }),
};
