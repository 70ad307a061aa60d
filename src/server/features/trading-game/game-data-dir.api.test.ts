import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamePriceSeries } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { createTestApp } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { weekdays } from './game-test-kit';
import { seed } from './seed';

describe('trading game: the shipped stocks plus the operator CSVs of GAME_DATA_DIR', () => {
  let t: TestApp;
  let dir: string;
  const clock = manualClock(new Date('2026-03-02T12:00:00Z'));

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'game-data-'));
    // One operator stock with a 2:1 split, and a broken file that is skipped.
    const dates = weekdays('2001-01-01', 1000);
    const lines = dates.map((d, i) =>
      i < 500 ? `${d},20,21,19,20,1000,1` : `${d},10,10.5,9.5,10,1000,${i === 500 ? 2 : 1}`,
    );
    writeFileSync(path.join(dir, 'OPR.csv'), `date,open,high,low,close,volume,split\n${lines.join('\n')}\n`);
    writeFileSync(path.join(dir, 'BAD.csv'), 'date,open,high,low,close\n2001-01-02,1,0.5,2,1\n');
    writeFileSync(path.join(dir, 'symbols.csv'), 'symbol,name,sector\nOPR,Operator Corp,Industrials\n');
    t = await createTestApp({ env: { GAME_DATA_DIR: dir }, clock });
    await seed(t.app.deps);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('imports every shipped stock and each good operator CSV once, split-adjusted', async () => {
    await seed(t.app.deps); // idempotent
    const rows = await t.app.deps.db
      .select({ symbol: gamePriceSeries.symbol, source: gamePriceSeries.source })
      .from(gamePriceSeries);
    expect(rows.filter((r) => r.source === 'asset')).toHaveLength(69);
    expect(rows.filter((r) => r.source === 'csv').map((r) => r.symbol)).toEqual(['OPR']);
    const [opr] = await t.app.deps.db.select().from(gamePriceSeries).where(eq(gamePriceSeries.symbol, 'OPR'));
    expect(opr.name).toBe('Operator Corp');
    expect(opr.bars[0][4]).toBe(10); // 20 before the 2:1 split
  });
});
