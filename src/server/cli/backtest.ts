/**
 * `npm run backtest -- --csv FILE [--entry 40] [--exit 20] [--long-only] [--market equities|futures|crypto] [--point-value 50]`
 * Runs the site's engine (the same code as the published signals) on one CSV of daily bars
 * (`date,open,high,low,close,volume[,split]`, split-adjusted on load) and prints
 * `{ trades: [...], positions: [{ date, position }] }` as JSON, so anyone can check the track record.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { runIfMain } from './run-if-main';
import { engineOptionsFor } from '../../core/engine/model-account';
import { runInstrument } from '../../core/engine/run-instrument';
import type { Trade } from '../../core/engine/types';
import type { Market } from '../../core/schemas/markets';
import { parseBarsCsv } from '../market-data/csv';
import type { ImportIssue } from '../market-data/types';

export interface BacktestOptions {
  entry?: number;
  exit?: number;
  longOnly?: boolean;
  market?: Market;
  pointValue?: number;
}

export interface BacktestResult {
  trades: Trade[];
  positions: Array<{ date: string; position: 'long' | 'short' | 'flat' }>;
}

export function backtestCsv(
  text: string,
  file: string,
  o: BacktestOptions = {},
): { result: BacktestResult | null; issues: ImportIssue[] } {
  const { bars, issues } = parseBarsCsv(text, file);
  if (issues.length) return { result: null, issues };
  const opts = engineOptionsFor(o.market ?? 'equities', o.pointValue ?? 1, {
    entry: o.entry,
    exit: o.exit,
    longOnly: o.longOnly,
  });
  const run = runInstrument(bars, opts);
  return {
    result: {
      trades: run.trades,
      positions: run.days.map((d) => ({
        date: d.date,
        position: d.position === 1 ? 'long' : d.position === -1 ? 'short' : 'flat',
      })),
    },
    issues: [],
  };
}

function positiveInt(name: string, v: string | undefined, fallback: number): number {
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number of days >= 1`);
  return n;
}

const USAGE = `Usage: npm run backtest -- --csv FILE [options]

Runs the site's 40/20 breakout engine on one CSV of daily bars and prints its trades and daily
positions as JSON.

Options:
  --csv FILE          date,open,high,low,close,volume[,split] (a header line is optional)
  --entry N           entry breakout length in days (default 40)
  --exit N            exit breakout length in days (default 20)
  --long-only         never go short (as the site does for crypto)
  --market M          equities | futures | crypto: the model account's position size (default equities)
  --point-value N     dollars per point for futures (default 1)
  -h, --help          show this help
`;

export function main(argv: string[]): number {
  const { values } = parseArgs({
    args: argv,
    options: {
      csv: { type: 'string' },
      entry: { type: 'string' },
      exit: { type: 'string' },
      'long-only': { type: 'boolean', default: false },
      market: { type: 'string' },
      'point-value': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (!values.csv) {
    process.stderr.write(USAGE);
    return 2;
  }
  const market = (values.market ?? 'equities') as Market;
  if (!['equities', 'futures', 'crypto'].includes(market))
    throw new Error('--market must be equities, futures or crypto');
  const text = readFileSync(values.csv, 'utf8');
  const { result, issues } = backtestCsv(text, basename(values.csv), {
    entry: positiveInt('entry', values.entry, 40),
    exit: positiveInt('exit', values.exit, 20),
    longOnly: values['long-only'],
    market,
    pointValue: values['point-value'] ? Number(values['point-value']) : 1,
  });
  if (!result) {
    for (const i of issues)
      process.stderr.write(`${i.file}${i.line ? ` line ${i.line}` : ''}: ${i.message}\n`);
    return 1;
  }
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  return 0;
}

runIfMain(import.meta.url, main);
