import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Bar } from '../../core/engine/types';
import type { FetchResult, ImportIssue, MarketDataProvider } from './types';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Parses one daily-bar CSV: `date,open,high,low,close,volume[,split]` (a header line is optional,
 * column names are matched case-insensitively, e.g. Stooq's `Date,Open,...`). `split` is the split
 * ratio effective on that date (2 for 2:1): every earlier price is divided by the product of later
 * ratios and volumes multiplied, so the series is split-adjusted. Any bad line rejects the file.
 */
export function parseBarsCsv(text: string, file: string): { bars: Bar[]; issues: ImportIssue[] } {
  const issues: ImportIssue[] = [];
  const rows: Array<Bar & { split: number }> = [];
  let cols = { date: 0, open: 1, high: 2, low: 3, close: 4, volume: 5, split: 6 };
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      info: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
    }) as unknown as typeof records;
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    return {
      bars: [],
      issues: [{ file, line: line ?? null, message: `not a CSV file: ${(err as Error).message}` }],
    };
  }
  records.forEach(({ record: cells, info }, index) => {
    const i = info.lines - 1;
    if (index === 0 && !DATE.test(cells[0])) {
      const at = (name: string) => cells.findIndex((c) => c.toLowerCase() === name);
      const mapped = {
        date: at('date'),
        open: at('open'),
        high: at('high'),
        low: at('low'),
        close: at('close'),
        volume: at('volume'),
        split: at('split'),
      };
      if ([mapped.date, mapped.open, mapped.high, mapped.low, mapped.close].some((x) => x < 0)) {
        issues.push({ file, line: 1, message: 'header must name date, open, high, low, close' });
      }
      cols = mapped;
      return;
    }
    const fail = (message: string) => issues.push({ file, line: i + 1, message });
    const date = cells[cols.date];
    if (!date || !DATE.test(date) || Number.isNaN(Date.parse(date))) return fail(`bad date "${date ?? ''}"`);
    const num = (k: keyof typeof cols, fallback?: number) => {
      const c = cols[k] >= 0 ? cells[cols[k]] : undefined;
      if ((c === undefined || c === '') && fallback !== undefined) return fallback;
      return c === undefined || c === '' ? NaN : Number(c);
    };
    const [open, high, low, close] = [num('open'), num('high'), num('low'), num('close')];
    const volume = num('volume', 0);
    const split = num('split', 1);
    if ([open, high, low, close, volume, split].some((v) => !Number.isFinite(v)))
      return fail('a value is not a number');
    if (open <= 0 || high <= 0 || low <= 0 || close <= 0) return fail('prices must be positive');
    if (high < low || high < Math.max(open, close) || low > Math.min(open, close))
      return fail('high/low do not contain open and close');
    if (split <= 0) return fail('split ratio must be positive');
    const prev = rows[rows.length - 1];
    if (prev && date <= prev.date) return fail(`date ${date} is not after ${prev.date}`);
    rows.push({ date, open, high, low, close, volume, split });
  });
  if (!rows.length && !issues.length) issues.push({ file, line: null, message: 'no data rows' });
  if (issues.length) return { bars: [], issues };
  // Walk back from the newest bar, accumulating the split ratios seen so far.
  let factor = 1;
  const bars: Bar[] = new Array(rows.length);
  for (let i = rows.length - 1; i >= 0; i--) {
    const r = rows[i];
    bars[i] = {
      date: r.date,
      open: r.open / factor,
      high: r.high / factor,
      low: r.low / factor,
      close: r.close / factor,
      volume: r.volume * factor,
    };
    factor *= r.split;
  }
  return { bars, issues };
}

/** `SYMBOL.csv` -> SYMBOL (BRK-B.csv and BRK.B.csv both name BRK.B). */
export function symbolOfFile(file: string): string {
  return basename(file, '.csv').toUpperCase().replace('-', '.');
}

/** Lists the include folder: symbol -> file path. */
export async function listIncludeFiles(dir: string): Promise<Map<string, string>> {
  const files = (await readdir(dir)).filter((f) => f.toLowerCase().endsWith('.csv'));
  return new Map(files.map((f) => [symbolOfFile(f), join(dir, f)]));
}

/**
 * The "include files" provider: one CSV per symbol in INCLUDE_DIR, re-read in full at every import
 * (files are replaced by the operator, so the whole series is upserted). Completed days only.
 */
export function createCsvProvider(opts: {
  dir: string;
}): MarketDataProvider & { files(): Promise<Map<string, string>> } {
  let listing: Promise<Map<string, string>> | null = null;
  return {
    name: 'csv',
    demoData: false,
    files: () => (listing ??= listIncludeFiles(opts.dir)),
    async fetchBars(spec): Promise<FetchResult> {
      const files = await (listing ??= listIncludeFiles(opts.dir));
      const path = files.get(spec.symbol);
      if (!path) return { bars: [], forming: null, issues: [], ok: false };
      const { bars, issues } = parseBarsCsv(await readFile(path, 'utf8'), basename(path));
      return { bars, forming: null, issues, ok: issues.length === 0 };
    },
  };
}
