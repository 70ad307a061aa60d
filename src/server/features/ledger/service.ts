import type { MarketView } from '../../../core/access';
import { AppError } from '../../../core/errors';
import { consistencyProof, inclusionProof, treeRoot } from '../../../core/ledger/merkle';
import type {
  LedgerConsistencyResponse,
  LedgerProofResponse,
  LedgerResponse,
  LedgerRow,
  LedgerShownRow,
} from '../../../core/schemas/ledger';
import type { Market } from '../../../core/schemas/markets';
import type { Deps } from '../../deps';
import { tradingDates } from '../../markets';
import type { Markets } from '../../markets';
import { auditLog } from './log';

/**
 * The newest bar date a viewer who sees `view` delayed may know of (the last unlocked day of the
 * market's grid, as on the market pages); null when the viewer sees the market live.
 */
export async function delayedTo(markets: Markets, view: MarketView): Promise<string | null> {
  if (view.access === 'live') return null;
  const data = await markets.data(view.market);
  return tradingDates(data, view.gridDays)[view.visibleDays - 1] ?? null;
}

/**
 * The seqs a delayed viewer may read: rows up to the cutoff, except the row that opened a position
 * still open on the viewer's newest day (the grid locks its entry price and stop). Everything else is
 * withheld: shown as its leaf hash only until it becomes visible.
 */
export function visibleSeqs(rows: readonly LedgerRow[], cutoff: string | null): Set<number> {
  if (cutoff === null) return new Set(rows.map((r) => r.seq));
  const end = rows.findIndex((r) => r.barDate > cutoff);
  const prefix = end === -1 ? rows : rows.slice(0, end);
  const lastOf = new Map<string, LedgerRow>();
  for (const r of prefix) lastOf.set(r.symbol, r);
  const open = new Set([...lastOf.values()].filter((r) => r.action !== 'liquidation').map((r) => r.seq));
  return new Set(prefix.filter((r) => !open.has(r.seq)).map((r) => r.seq));
}

/** A row as shown: the chain hashes only with a live view (for others they commit to withheld rows unsalted). */
function shown(r: LedgerRow, leafHash: string, live: boolean): LedgerShownRow {
  const { prevHash, hash, ...rest } = r;
  return live ? { ...rest, leafHash, prevHash, hash } : { ...rest, leafHash };
}

export async function getLedger(
  deps: Deps,
  markets: Markets,
  view: MarketView,
  q: { from?: string; to?: string },
): Promise<LedgerResponse> {
  const cutoff = await delayedTo(markets, view);
  const { rows, leaves, root } = await auditLog(deps, view.market);
  const visible = visibleSeqs(rows, cutoff);
  const live = cutoff === null;
  const inRange = (r: LedgerRow) => (!q.from || r.barDate >= q.from) && (!q.to || r.barDate <= q.to);
  const out: LedgerResponse['rows'] = [];
  rows.forEach((r, i) => {
    if (!visible.has(r.seq)) out.push({ seq: r.seq, leafHash: leaves[i] });
    else if (inRange(r)) out.push(shown(r, leaves[i], live));
  });
  const head = rows.at(-1) ?? null;
  return {
    market: view.market,
    rows: out,
    treeSize: rows.length,
    rootHash: root,
    headSeq: head?.seq ?? null,
    headHash: live ? (head?.hash ?? null) : null,
    delayedTo: cutoff,
  };
}

/** A tree size asked for must be one the log has (default: today's). */
function sizeWithin(asked: number | undefined, size: number, what: string): number {
  const n = asked ?? size;
  if (n > size) throw new AppError('NOT_FOUND', `The log has ${size} rows: no ${what} of tree size ${n}`);
  return n;
}

export async function ledgerProof(
  deps: Deps,
  market: Market,
  q: { seq: number; treeSize?: number },
): Promise<LedgerProofResponse> {
  const { leaves } = await auditLog(deps, market);
  const treeSize = sizeWithin(q.treeSize, leaves.length, 'inclusion proof in a tree');
  if (q.seq > treeSize)
    throw new AppError('NOT_FOUND', `Row seq ${q.seq} is not in the tree of size ${treeSize}`);
  return { leafIndex: q.seq - 1, treeSize, hashes: inclusionProof(leaves.slice(0, treeSize), q.seq - 1) };
}

export async function ledgerConsistency(
  deps: Deps,
  market: Market,
  q: { from: number; to?: number },
): Promise<LedgerConsistencyResponse> {
  const { leaves } = await auditLog(deps, market);
  const to = sizeWithin(q.to, leaves.length, 'consistency proof to a tree');
  if (q.from > to) throw new AppError('VALIDATION', `from (${q.from}) is after to (${to})`);
  return { from: q.from, to, hashes: consistencyProof(leaves.slice(0, to), q.from) };
}

/** The root of the first n leaves (for a kept checkpoint). */
export const rootOf = (leaves: readonly string[], n: number) => treeRoot(leaves.slice(0, n));
