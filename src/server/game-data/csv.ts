import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Bar } from '../../core/engine/types';
import type { GameBar } from '../db/schema/game';
import { parseBarsCsv, symbolOfFile } from '../market-data/csv';

// CSV parsing and split adjustment are the market-data importer's (src/server/market-data/csv.ts):
// the game stores the same split-adjusted bars, compacted to [date, open, high, low, close].

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** Compact game bars, prices divided by `scale` and rounded to 4 decimals. */
export function toGameBars(bars: readonly Bar[], scale = 1): GameBar[] {
  return bars.map((b) => [
    b.date,
    round4(b.open / scale),
    round4(b.high / scale),
    round4(b.low / scale),
    round4(b.close / scale),
  ]);
}

/** Split-adjusted game bars of one CSV text; a file with any bad line is refused with its first issue. */
export function gameBarsFromCsv(text: string, file: string, scale = 1): GameBar[] {
  const { bars, issues } = parseBarsCsv(text, file);
  if (issues.length)
    throw new Error(`${file}: ${issues[0].line ? `line ${issues[0].line}: ` : ''}${issues[0].message}`);
  return toGameBars(bars, scale);
}

export interface StockFile {
  symbol: string;
  name: string;
  bars: GameBar[];
}

/** Reads `symbols.csv` (symbol,name,...) when present, for the names revealed at the end of a game. */
async function readNames(dir: string): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  try {
    const text = await readFile(path.join(dir, 'symbols.csv'), 'utf8');
    for (const line of text.split(/\r?\n/).slice(1)) {
      const [symbol, ...rest] = line.split(',');
      if (symbol?.trim() && rest.length) names.set(symbol.trim().toUpperCase(), rest[0].trim());
    }
  } catch {
    // no symbols.csv: the symbol is used as the name
  }
  return names;
}

/**
 * Every `<SYMBOL>.csv` of a folder but the `skip` symbols, split-adjusted (symbols.csv gives
 * names). A bad file is skipped and reported through `onError`, the others still load.
 */
export async function readStockFolder(
  dir: string,
  skip: ReadonlySet<string> = new Set(),
  onError?: (message: string) => void,
): Promise<StockFile[]> {
  const names = await readNames(dir);
  const files = (await readdir(dir))
    .filter((f) => f.toLowerCase().endsWith('.csv') && f.toLowerCase() !== 'symbols.csv')
    .sort();
  const out: StockFile[] = [];
  for (const file of files) {
    const symbol = symbolOfFile(file);
    if (skip.has(symbol)) continue;
    try {
      const bars = gameBarsFromCsv(await readFile(path.join(dir, file), 'utf8'), file);
      out.push({ symbol, name: names.get(symbol) ?? symbol, bars });
    } catch (err) {
      onError?.((err as Error).message);
    }
  }
  return out;
}
