import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gameBarsFromCsv } from './csv';
import type { StockFile } from './csv';

/**
 * The embedded default: the real S&P 500 index daily OHLC history (2000-01-03 to 2020-04-17)
 * shipped by the npm package `vega-datasets` (BSD-3-Clause) as data/sp500-2000.csv. The
 * package's "exports" hide its data folder, so the file is found next to its entry point.
 *
 * Prices are the index divided by 10 (the scale of the SPY ETF): at 1,000-1,500 index points a
 * 100-share contract would be worth $100,000+ against $500 of margin, so one bad day could wipe
 * out the $100,000 account. At 1/10 a contract has the size of a contract on a stock.
 */
export const DEFAULT_SERIES = {
  symbol: '^GSPC',
  name: 'S&P 500 Index (1/10 scale)',
  source: 'vega-datasets',
} as const;
export const DEFAULT_SCALE = 10;

export function defaultSeriesPath(): string {
  const entry = createRequire(import.meta.url).resolve('vega-datasets');
  return path.join(path.dirname(entry), '..', 'data', 'sp500-2000.csv');
}

export async function readDefaultSeries(): Promise<StockFile> {
  const bars = gameBarsFromCsv(
    await readFile(defaultSeriesPath(), 'utf8'),
    'vega-datasets/data/sp500-2000.csv',
    DEFAULT_SCALE,
  );
  return { symbol: DEFAULT_SERIES.symbol, name: DEFAULT_SERIES.name, bars };
}
