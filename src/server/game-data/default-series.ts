import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseDailyCsv, splitAdjust } from './csv';
import type { StockFile } from './csv';

/**
 * The embedded default: the real S&P 500 index daily OHLC history (2000-01-03 to 2020-04-17)
 * shipped by the npm package `vega-datasets` (BSD-3-Clause) as data/sp500-2000.csv. The
 * package's "exports" hide its data folder, so the file is found next to its entry point.
 */
export const DEFAULT_SERIES = { symbol: '^GSPC', name: 'S&P 500 Index', source: 'vega-datasets' } as const;

export function defaultSeriesPath(): string {
  const entry = createRequire(import.meta.url).resolve('vega-datasets');
  return path.join(path.dirname(entry), '..', 'data', 'sp500-2000.csv');
}

export async function readDefaultSeries(): Promise<StockFile> {
  const bars = splitAdjust(parseDailyCsv(await readFile(defaultSeriesPath(), 'utf8')));
  return { symbol: DEFAULT_SERIES.symbol, name: DEFAULT_SERIES.name, bars };
}
