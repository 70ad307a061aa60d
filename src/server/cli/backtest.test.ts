import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { parseBarsCsv } from '../market-data/csv';
import { backtestCsv, main } from './backtest';

// The hand-worked example of src/core/engine/engine.test.ts (entry 3, exit 2, high = low = close):
// long at 12 on day 4, out at 11 on day 7 and short at 11 the same day (11 < LL_3 = 12), covered at
// 10 on day 11 (10 > HH_2 = 9); day 11 does not re-enter (10 is not above HH_3 = 10).
const closes = [10, 11, 10.5, 12, 13, 12.5, 11, 10, 9, 8.5, 10, 9];
const csv = [
  'date,open,high,low,close,volume',
  ...closes.map((c, i) => `2024-01-${String(i + 1).padStart(2, '0')},${c},${c},${c},${c},100`),
].join('\n');

describe('backtest', () => {
  it('matches the hand-worked trades and daily positions', () => {
    const { result } = backtestCsv(csv, 'HAND.csv', { entry: 3, exit: 2 });
    expect(result!.trades.map((t) => [t.side, t.entryDate, t.entryPrice, t.exitDate, t.exitPrice])).toEqual([
      ['long', '2024-01-04', 12, '2024-01-07', 11],
      ['short', '2024-01-07', 11, '2024-01-11', 10],
    ]);
    // $100,000 per position: floor(100,000 / 12) = 8,333 shares lose 1 each; floor(100,000 / 11) = 9,090 earn 1.
    expect(result!.trades.map((t) => t.pnl)).toEqual([-8333, 9090]);
    expect(result!.positions.map((p) => p.position)).toEqual([
      'flat',
      'flat',
      'flat',
      'long',
      'long',
      'long',
      'short',
      'short',
      'short',
      'short',
      'flat',
      'flat',
    ]);
    const longOnly = backtestCsv(csv, 'HAND.csv', { entry: 3, exit: 2, longOnly: true }).result!;
    expect(longOnly.trades).toHaveLength(1);
  });

  it('runs as a command and prints JSON; a bad file is reported by line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bt-'));
    writeFileSync(join(dir, 'hand.csv'), csv);
    const out = execFileSync(
      'npx',
      ['tsx', 'src/server/cli/backtest.ts', '--csv', join(dir, 'hand.csv'), '--entry', '3', '--exit', '2'],
      { encoding: 'utf8' },
    );
    const json = JSON.parse(out);
    expect(json.trades).toHaveLength(2);
    expect(json.positions[3]).toEqual({ date: '2024-01-04', position: 'long' });
    writeFileSync(join(dir, 'bad.csv'), 'date,open,high,low,close,volume\n2024-01-01,1,0.5,2,1,1\n');
    let stderr = '';
    try {
      execFileSync('npx', ['tsx', 'src/server/cli/backtest.ts', '--csv', join(dir, 'bad.csv')], {
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (err) {
      stderr = String((err as { stderr: string }).stderr);
    }
    expect(stderr).toContain('bad.csv line 2: high/low do not contain open and close');
  });

  it('--help prints the usage and every option, and exits 0', () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      expect(main(['--help'])).toBe(0);
      const text = write.mock.calls.map((c) => String(c[0])).join('');
      for (const option of [
        '--csv',
        '--entry',
        '--exit',
        '--long-only',
        '--market',
        '--point-value',
        '--help',
      ])
        expect(text).toContain(option);
    } finally {
      write.mockRestore();
    }
  });

  const folder = '/work/shared/data/sp500-daily';
  it.skipIf(!existsSync(folder))(`runs on every split-adjusted file of ${folder} without error`, () => {
    const files = readdirSync(folder).filter(
      (f) => f.endsWith('.csv') && readFileSync(join(folder, f), 'utf8').startsWith('date,'),
    );
    expect(files.length).toBeGreaterThan(50);
    for (const f of files) {
      const { result, issues } = backtestCsv(readFileSync(join(folder, f), 'utf8'), f);
      expect(issues, f).toEqual([]);
      expect(result!.positions.length).toBeGreaterThan(40);
      for (const t of result!.trades) expect(t.entryPrice).toBeGreaterThan(0);
    }
    // AAPL's 7:1 split of 2014-06-09 is adjusted away: the raw close of 2014-06-06 (645.57) becomes
    // 645.57 / 7 = 92.22, next to the post-split 93.70; earlier 2:1 splits divide older prices further.
    const { bars } = parseBarsCsv(readFileSync(join(folder, 'AAPL.csv'), 'utf8'), 'AAPL.csv');
    const at = (d: string) => bars.find((b) => b.date === d)!;
    expect(at('2014-06-06').close).toBeCloseTo(645.57 / 7.00001, 6);
    expect(at('2014-06-09').close).toBe(93.7);
    expect(at('1999-11-01').close).toBeCloseTo(77.62 / 7.00001 / 2 / 2, 6);
    const aapl = backtestCsv(readFileSync(join(folder, 'AAPL.csv'), 'utf8'), 'AAPL.csv').result!;
    expect(aapl.positions).toHaveLength(bars.length);
  });
  if (!existsSync(folder))
    console.warn(`skipped: ${folder} is absent (the sp500-daily data set is not on this machine)`);
});
