import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameBarsFromCsv, readStockFolder } from './csv';
import { readGameAsset } from './asset';

const SHARED =
  process.env.SP500_DAILY_DIR ?? new URL('../../../../shared/data/sp500-daily', import.meta.url).pathname;

describe('daily CSV', () => {
  it('compacts split-adjusted bars (shared market-data parser) and scales them', () => {
    const text =
      'date,open,high,low,close,volume,split\n2000-01-03,80,88,72,84,10,1\n2000-01-04,40,44,36,42,10,1\n2000-01-05,21,22,20,21,10,2\n';
    // Split 2 on 01-05: the 01-04 close 42 becomes 21; 01-03 84 -> 42; 01-05 itself stays.
    expect(gameBarsFromCsv(text, 'X.csv').map((b) => b[4])).toEqual([42, 21, 21]);
    expect(gameBarsFromCsv(text, 'X.csv', 10)[0]).toEqual(['2000-01-03', 4, 4.4, 3.6, 4.2]);
    expect(() => gameBarsFromCsv('date,open,high,low,close\n2000-01-03,1,0.5,2,1\n', 'BAD.csv')).toThrow(
      /BAD\.csv: line 2/,
    );
  });

  it('reads the shipped asset: 69 real stocks, split-adjusted, in cents, up to 2015', async () => {
    const stocks = await readGameAsset();
    expect(stocks).toHaveLength(69);
    expect(stocks.some((s) => s.symbol.startsWith('^'))).toBe(false);
    const aapl = stocks.find((s) => s.symbol === 'AAPL')!;
    expect(aapl.name).toBe('Apple Inc.');
    // 1999-11-01 close 77.62 as traded; later splits 2 x 2 x 7.00001 -> 2.77 in cents.
    expect(aapl.bars[0]).toEqual(['1999-11-01', 2.86, 2.88, 2.76, 2.77]);
    expect(aapl.bars[aapl.bars.length - 1][0]).toBe('2015-12-31');
    for (const [, o, h, l, c] of aapl.bars) expect(h >= Math.max(o, c) && l <= Math.min(o, c)).toBe(true);
  });

  it.skipIf(!existsSync(SHARED))(
    'reads the shared sp500-daily folder split-adjusted (skipped when ../shared/data is absent)',
    async () => {
      const files = await readStockFolder(SHARED);
      const aapl = files.find((f) => f.symbol === 'AAPL')!;
      expect(aapl.name).toBe('Apple Inc.');
      // 1999-11-01 close 77.62 as traded; later splits 2 x 2 x 7.00001 = 28.00004.
      expect(aapl.bars[0][4]).toBeCloseTo(77.62 / 28.00004, 3);
      expect(files.length).toBe(69);
      // The shipped asset is exactly this folder, split-adjusted, in cents, up to 2015.
      const asset = await readGameAsset();
      for (const f of files) {
        const shipped = asset.find((a) => a.symbol === f.symbol)!;
        const source = f.bars.filter((b) => b[0] <= '2015-12-31');
        expect(shipped.bars.length).toBe(source.length);
        expect(shipped.bars.map((b) => b[0])).toEqual(source.map((b) => b[0]));
        expect(shipped.bars.map((b) => b[4])).toEqual(source.map((b) => Math.round(b[4] * 100) / 100));
      }
    },
    60_000,
  );
});
