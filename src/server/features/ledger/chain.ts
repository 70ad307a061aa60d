import { createHash } from 'node:crypto';
import { ledgerFields } from '../../../core/ledger/leaf';
import type { LedgerEntry } from '../../../core/schemas/ledger';

/** A row with its chain hashes (stored, or a live viewer's export). */
export type ChainRow = LedgerEntry & { prevHash: string; hash: string };

/**
 * The ledger's hash chain (decision 0050). Pure and dependency-free so `npm run verify-ledger` checks an
 * exported file with exactly the code the server uses.
 *
 * Canonical JSON of a row = RFC 8785 (JCS) of its entry fields only (not prevHash/hash): the keys
 * sorted by code unit, no whitespace, numbers in ECMAScript's shortest round-trip form (what
 * `JSON.stringify` prints: 5312.25, 0.15342, 1e-7), dates as ISO strings (barDate `YYYY-MM-DD`,
 * publishedAt `YYYY-MM-DDTHH:mm:ss.sssZ`), a missing stop as null. For a flat object of strings,
 * finite numbers, booleans and nulls, JSON.stringify over sorted keys is exactly JCS.
 * hash = lowercase hex sha256 of the UTF-8 bytes of prevHash + canonical JSON; the first row's
 * prevHash is 64 zeros.
 */
export const GENESIS_HASH = '0'.repeat(64);

const ENTRY_KEYS = [
  'action',
  'barDate',
  'dataVersion',
  'demo',
  'fillPrice',
  'market',
  'publishedAt',
  'reconstructed',
  'seq',
  'size',
  'stop',
  'symbol',
] as const satisfies ReadonlyArray<keyof LedgerEntry>;

export function canonicalJson(e: LedgerEntry): string {
  return JSON.stringify(ledgerFields(e, ENTRY_KEYS));
}

export function rowHash(prevHash: string, e: LedgerEntry): string {
  return createHash('sha256')
    .update(prevHash + canonicalJson(e), 'utf8')
    .digest('hex');
}

export interface ChainCheck {
  ok: boolean;
  /** The first row that does not recompute or does not link to the one before it. */
  firstBad: { seq: number; symbol: string; barDate: string; reason: string } | null;
  /** Seq ranges missing between consecutive rows (rows withheld from a delayed viewer, or removed). */
  gaps: Array<{ after: number; before: number }>;
}

/**
 * Checks rows of one market, in seq order: each row's hash recomputes from its prevHash and fields,
 * each row links to the row before it when their seqs are consecutive, and seq 1 starts from the
 * genesis hash. Gaps in seq are listed; whether they are acceptable is the caller's call.
 */
export function checkChain(rows: readonly ChainRow[]): ChainCheck {
  const gaps: ChainCheck['gaps'] = [];
  let prev: ChainRow | null = null;
  for (const r of rows) {
    const bad = (reason: string): ChainCheck => ({
      ok: false,
      firstBad: { seq: r.seq, symbol: r.symbol, barDate: r.barDate, reason },
      gaps,
    });
    if (prev && r.market !== prev.market) return bad('belongs to another market');
    if (prev && r.seq <= prev.seq) return bad('out of order');
    if (r.seq === 1 && r.prevHash !== GENESIS_HASH)
      return bad('first row does not start from the genesis hash');
    if (prev && r.seq === prev.seq + 1 && r.prevHash !== prev.hash)
      return bad('prevHash is not the hash of the row before');
    if (prev && r.seq > prev.seq + 1) gaps.push({ after: prev.seq, before: r.seq });
    if (rowHash(r.prevHash, r) !== r.hash) return bad('hash does not match the row');
    prev = r;
  }
  return { ok: true, firstBad: null, gaps };
}
