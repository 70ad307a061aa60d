import { priceFormatter } from '../../../core/engine/blotter';
import type { TrackInstrument } from '../../../core/engine/track-record';
import type { Market } from '../../../core/schemas/markets';
import type { Deps } from '../../deps';
import type { MarketData } from '../../markets';
import { runChanges } from './changes';
import type { RunChange } from './changes';
import { correctionsOf } from './corrections';
import type { Correction } from './corrections';
import { publishedRun } from './published-run';
import { ledgerDates, ledgerMarks, listLedger } from './repo';

export interface PublishedInputs {
  /** Per instrument, the run as published (ledger fills, stored closes as marks). */
  published: TrackInstrument[];
  /** Per instrument, the engine's run over today's stored bars. */
  recomputed: TrackInstrument[];
  corrections: Correction[];
  trackedSince: string | null;
  ledger: { rows: number; headHash: string | null };
}

/** What the track record needs from the ledger for one market's data version. */
export async function publishedInputs(
  deps: Deps,
  market: Market,
  data: MarketData,
): Promise<PublishedInputs> {
  const [rows, marks, dates] = await Promise.all([
    listLedger(deps.database, market),
    ledgerMarks(deps.database, market),
    ledgerDates(deps.database, market),
  ]);
  const bySymbol = new Map<string, typeof rows>();
  for (const r of rows) bySymbol.set(r.symbol, [...(bySymbol.get(r.symbol) ?? []), r]);
  const published: TrackInstrument[] = [];
  const recomputed: TrackInstrument[] = [];
  const changes: RunChange[] = [];
  for (const li of data.instruments) {
    const base = { symbol: li.row.symbol, name: li.row.name, sector: li.row.sector };
    recomputed.push({ ...base, run: li.base });
    published.push({
      ...base,
      run: publishedRun(bySymbol.get(li.row.symbol) ?? [], li.base.days, li.row.pointValue),
    });
    const fmt = priceFormatter(li.row.tickSize);
    changes.push(...runChanges(li.row.symbol, li.base, (x) => Number(fmt(x))));
  }
  const symbols = new Set(data.instruments.map((li) => li.row.symbol));
  return {
    published,
    recomputed,
    corrections: correctionsOf(
      rows.filter((r) => symbols.has(r.symbol)),
      changes,
      marks,
    ),
    trackedSince: dates.trackedSince,
    ledger: { rows: rows.length, headHash: rows.at(-1)?.hash ?? null },
  };
}
