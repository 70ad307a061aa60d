import {
  ledgerCheckpointsResponseSchema,
  ledgerCheckpointTextSchema,
  ledgerConsistencyQuerySchema,
  ledgerConsistencyResponseSchema,
  ledgerKeyTextSchema,
  ledgerMarketQuerySchema,
  ledgerProofQuerySchema,
  ledgerProofResponseSchema,
  ledgerQuerySchema,
  ledgerResponseSchema,
  ledgerVerifyQuerySchema,
  ledgerVerifyResponseSchema,
} from '../schemas/ledger';
import { endpoint } from './endpoint';

/** The published signal ledger, a transparency log per market (decision 0050, docs/verify-the-record.md). */
export const ledgerApi = {
  /** Every leaf of the market's tree: values and salt of the rows this viewer may read, the leaf hash of the others. */
  rows: endpoint({
    method: 'GET',
    path: '/api/ledger',
    query: ledgerQuerySchema,
    responses: { 200: ledgerResponseSchema },
  }),
  /** Recomputes the log, and checks that it had and still extends a head or checkpoint the caller kept. */
  verify: endpoint({
    method: 'GET',
    path: '/api/ledger/verify',
    query: ledgerVerifyQuerySchema,
    responses: { 200: ledgerVerifyResponseSchema },
  }),
  /** The market's latest signed checkpoint: a C2SP tlog-checkpoint in a C2SP signed note (Ed25519). */
  checkpoint: endpoint({
    method: 'GET',
    path: '/api/ledger/checkpoint',
    query: ledgerMarketQuerySchema,
    responses: { 200: ledgerCheckpointTextSchema },
    produces: 'text/plain',
  }),
  /** Every checkpoint the site signed for the market, newest first. */
  checkpoints: endpoint({
    method: 'GET',
    path: '/api/ledger/checkpoints',
    query: ledgerMarketQuerySchema,
    responses: { 200: ledgerCheckpointsResponseSchema },
  }),
  /** The signed-note verifier key the checkpoints are signed with. */
  key: endpoint({
    method: 'GET',
    path: '/api/ledger/key',
    responses: { 200: ledgerKeyTextSchema },
    produces: 'text/plain',
  }),
  /** RFC 9162 inclusion proof of leaf seq - 1 in the tree of treeSize (default: the current tree). */
  proof: endpoint({
    method: 'GET',
    path: '/api/ledger/proof',
    query: ledgerProofQuerySchema,
    responses: { 200: ledgerProofResponseSchema },
  }),
  /** RFC 9162 consistency proof that the tree of `from` leaves is a prefix of the tree of `to`. */
  consistency: endpoint({
    method: 'GET',
    path: '/api/ledger/consistency',
    query: ledgerConsistencyQuerySchema,
    responses: { 200: ledgerConsistencyResponseSchema },
  }),
};
