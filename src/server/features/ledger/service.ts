import type { MarketView } from '../../../core/access';
import type { LedgerResponse, LedgerRow, LedgerVerifyResponse } from '../../../core/schemas/ledger';
import type { Deps } from '../../deps';
import { tradingDates } from '../../markets';
import type { Markets } from '../../markets';
import { checkChain } from './chain';
import { listLedger } from './repo';

/**
 * The newest bar date a viewer who sees `view` delayed may know of (the last unlocked day of the
 * market's grid, as on the market pages); null when the viewer sees the market live.
 */
async function delayedTo(markets: Markets, view: MarketView): Promise<string | null> {
  if (view.access === 'live') return null;
  const data = await markets.data(view.market);
  return tradingDates(data, view.gridDays)[view.visibleDays - 1] ?? null;
}

/** The chain as it stood at `cutoff`: rows in seq order up to the first one dated after it. */
function prefixUpTo(rows: readonly LedgerRow[], cutoff: string | null): LedgerRow[] {
  if (cutoff === null) return rows.slice();
  const end = rows.findIndex((r) => r.barDate > cutoff);
  return end === -1 ? rows.slice() : rows.slice(0, end);
}

/**
 * What a delayed viewer may read of that prefix: the grid locks the entry price and stop of a
 * position still open on the viewer's newest day, so the row that opened it is withheld (its seq
 * shows as a gap); closed trades are shown in full.
 */
function withoutOpenEntries(rows: readonly LedgerRow[]): LedgerRow[] {
  const lastOf = new Map<string, LedgerRow>();
  for (const r of rows) lastOf.set(r.symbol, r);
  const open = new Set([...lastOf.values()].filter((r) => r.action !== 'liquidation').map((r) => r.seq));
  return rows.filter((r) => !open.has(r.seq));
}

export async function getLedger(
  deps: Deps,
  markets: Markets,
  view: MarketView,
  q: { from?: string; to?: string },
): Promise<LedgerResponse> {
  const cutoff = await delayedTo(markets, view);
  const chain = prefixUpTo(await listLedger(deps.database, view.market), cutoff);
  const visible = cutoff === null ? chain : withoutOpenEntries(chain);
  const head = chain.at(-1) ?? null;
  return {
    market: view.market,
    rows: visible.filter((r) => (!q.from || r.barDate >= q.from) && (!q.to || r.barDate <= q.to)),
    headSeq: head?.seq ?? null,
    headHash: head?.hash ?? null,
    delayedTo: cutoff,
  };
}

/** Recomputes the chain (the whole chain when live, as of the delay otherwise) and names the first bad row. */
export async function verifyLedger(
  deps: Deps,
  markets: Markets,
  view: MarketView,
): Promise<LedgerVerifyResponse> {
  const cutoff = await delayedTo(markets, view);
  const rows = prefixUpTo(await listLedger(deps.database, view.market), cutoff);
  const check = checkChain(rows);
  let firstBad = check.firstBad;
  // Stored rows must run 1, 2, 3, ...: a missing seq is a removed row.
  if (!firstBad) {
    const i = rows.findIndex((r, k) => r.seq !== k + 1);
    if (i !== -1)
      firstBad = {
        seq: rows[i].seq,
        symbol: rows[i].symbol,
        barDate: rows[i].barDate,
        reason: 'rows missing before it',
      };
  }
  const firstDate = rows.reduce<string | null>((d, r) => (d === null || r.barDate < d ? r.barDate : d), null);
  return {
    market: view.market,
    ok: firstBad === null,
    rows: rows.length,
    firstDate,
    headHash: rows.at(-1)?.hash ?? null,
    firstBad,
    delayedTo: cutoff,
  };
}
