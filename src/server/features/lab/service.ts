import { AppError } from '../../../core/errors';
import { LAB_OWN_SIZING } from '../../../core/schemas/lab';
import type { LabBacktestRequest, LabBacktestResponse } from '../../../core/schemas/lab';
import type { Market } from '../../../core/schemas/markets';
import type { Deps } from '../../deps';
import { loadBars } from '../../markets';
import type { MarketData, Markets } from '../../markets';
import type { LabPool } from './pool';
import { packBars } from './task';
import type { LabTask, PackedInstrument } from './task';

const SIZING: Record<Market, string> = {
  futures:
    'Futures: a $5,000,000 account; contracts = floor($25,000 / (N x point value)), at least 1 (the model account).',
  equities: 'Stocks: a $5,000,000 account; $100,000 per position, whole shares (the model account).',
  crypto: 'Crypto: a $300,000 account; $10,000 per position, long only (the model account).',
};

/**
 * A market's final bars, packed for the workers once per data version (the cache entry is dropped
 * with the data when a refresh stores bars). The forming bar of a running session is left out, as
 * in the published record.
 */
async function packedMarket(deps: Deps, data: MarketData): Promise<PackedInstrument[]> {
  const hit = data.answers.get('lab-bars');
  if (hit) return (await hit.value) as PackedInstrument[];
  const value = loadBars(deps.database, data.market).then((stored) =>
    data.instruments.flatMap((li) => {
      const bars = stored.get(li.row.id)?.final;
      return bars?.length
        ? [{ symbol: li.row.symbol, pointValue: li.row.pointValue, ...packBars(bars) }]
        : [];
    }),
  );
  data.answers.set('lab-bars', { builtAt: Date.now(), value });
  value.catch(() => data.answers.delete('lab-bars'));
  return value;
}

function pick(all: PackedInstrument[], symbols: string[] | undefined, market: Market): PackedInstrument[] {
  if (!symbols) return all;
  const bySymbol = new Map(all.map((p) => [p.symbol.toUpperCase(), p]));
  const unknown = symbols.filter((s) => !bySymbol.has(s.toUpperCase()));
  if (unknown.length)
    throw new AppError('VALIDATION', `Not in the ${market} universe: ${unknown.join(', ')}`, [
      { path: 'symbols', message: `Unknown symbols: ${unknown.join(', ')}` },
    ]);
  return [...new Set(symbols.map((s) => s.toUpperCase()))].map((s) => bySymbol.get(s)!);
}

export async function labBacktest(
  deps: Deps,
  markets: Markets,
  pool: LabPool,
  body: LabBacktestRequest,
): Promise<LabBacktestResponse> {
  const lengths = { entry: body.entryDays, exit: body.exitDays };
  let task: LabTask;
  let demoData = false;
  let sizing = LAB_OWN_SIZING;
  let longOnly = body.longOnly;
  if (body.bars) {
    task = {
      ...lengths,
      longOnly,
      kind: 'own',
      bars: body.bars.map((b) => ({ ...b, volume: b.volume ?? 0 })),
    };
  } else {
    const market = body.market!;
    const data = await markets.data(market);
    longOnly = longOnly || market === 'crypto';
    demoData = data.demoData;
    sizing = SIZING[market];
    const instruments = pick(await packedMarket(deps, data), body.symbols, market);
    task = { ...lengths, longOnly, kind: 'market', market, from: body.from, to: body.to, instruments };
  }
  const result = await pool.run(task);
  return { ...result, sizing, entryDays: body.entryDays, exitDays: body.exitDays, longOnly, demoData };
}
