import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { GameBar } from '../db/schema/game';

/** A raw daily row of the sp500-daily format: date,open,high,low,close,volume,split. */
export interface DailyRow {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  /** Split ratio that took effect on this date (1 on ordinary days). */
  split: number;
}

/**
 * Parses a daily OHLC CSV by its header names (date, open, high, low, close, optional split).
 * Rows with a bad date or non-positive prices are dropped; the result is in date order.
 */
export function parseDailyCsv(text: string): DailyRow[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  if (lines.length === 0) return [];
  const header = lines[0].split(',').map((h) => h.trim().toLowerCase());
  const col = (name: string) => header.indexOf(name);
  const [iDate, iOpen, iHigh, iLow, iClose, iSplit] = ['date', 'open', 'high', 'low', 'close', 'split'].map(col);
  if ([iDate, iOpen, iHigh, iLow, iClose].some((i) => i < 0)) throw new Error('CSV needs date, open, high, low and close columns');
  const rows: DailyRow[] = [];
  for (const line of lines.slice(1)) {
    const cells = line.split(',');
    const date = cells[iDate]?.trim() ?? '';
    const [open, high, low, close] = [iOpen, iHigh, iLow, iClose].map((i) => Number(cells[i]));
    const split = iSplit >= 0 ? Number(cells[iSplit]) : 1;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || ![open, high, low, close].every((v) => Number.isFinite(v) && v > 0)) continue;
    rows.push({ date, open, high, low, close, split: Number.isFinite(split) && split > 0 ? split : 1 });
  }
  return rows.sort((a, b) => a.date.localeCompare(b.date));
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * A continuous series: every price before a split date is divided by the product of the split
 * ratios that took effect later (prices in the files are as traded on the day).
 */
export function splitAdjust(rows: readonly DailyRow[]): GameBar[] {
  const out: GameBar[] = new Array(rows.length);
  let factor = 1;
  for (let i = rows.length - 1; i >= 0; i -= 1) {
    const r = rows[i];
    out[i] = [r.date, round4(r.open / factor), round4(r.high / factor), round4(r.low / factor), round4(r.close / factor)];
    if (r.split !== 1) factor *= r.split;
  }
  return out;
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
      if (symbol?.trim() && rest.length) names.set(symbol.trim(), rest[0].trim());
    }
  } catch {
    // no symbols.csv: the symbol is used as the name
  }
  return names;
}

/** Every `<SYMBOL>.csv` of a folder but the `skip` symbols, split-adjusted (symbols.csv gives names). */
export async function readStockFolder(dir: string, skip: ReadonlySet<string> = new Set()): Promise<StockFile[]> {
  const names = await readNames(dir);
  const files = (await readdir(dir))
    .filter((f) => f.toLowerCase().endsWith('.csv') && f.toLowerCase() !== 'symbols.csv' && !skip.has(f.slice(0, -4)))
    .sort();
  const out: StockFile[] = [];
  for (const file of files) {
    const symbol = file.slice(0, -4);
    const bars = splitAdjust(parseDailyCsv(await readFile(path.join(dir, file), 'utf8')));
    if (bars.length > 0) out.push({ symbol, name: names.get(symbol) ?? symbol, bars });
  }
  return out;
}
