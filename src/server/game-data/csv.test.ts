import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameBarsFromCsv, readStockFolder } from './csv';
import { readDefaultSeries } from './default-series';

const SHARED = new URL('../../../../shared/data/sp500-daily', import.meta.url).pathname;

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

  it('reads the embedded S&P 500 index history from the npm data package, at 1/10 scale', async () => {
    const s = await readDefaultSeries();
    expect(s.bars.length).toBeGreaterThan(5000);
    // 2000-01-03 in the package: 1469.25, 1478, 1438.359985, 1455.219971
    expect(s.bars[0]).toEqual(['2000-01-03', 146.925, 147.8, 143.836, 145.522]);
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
    },
  );
});
