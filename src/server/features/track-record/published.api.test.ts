import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isWeekday } from '../../../core/engine/dates';
import type { LedgerResponse, LedgerVerifyResponse } from '../../../core/schemas/ledger';
import type { TrackRecordHeadline, TrackRecordResponse } from '../../../core/schemas/track-record';
import { manualClock } from '../../lib/clock';
import { adminCookie, call, createTestApp, signInAs } from '../../test/harness';
import type { TestApp } from '../../test/harness';

// Tuesday 2026-11-17 after the equities update; the include file's last session is Monday the 16th.
const clock = manualClock(new Date('2026-11-17T23:00:00Z'));
const dir = mkdtempSync(join(tmpdir(), 'published-include-'));

/** AAPL: 60 sessions at 100 (high 100.5), then the closes of `tail`, the last on `last`. */
function writeAapl(tail: number[], last = '2026-11-16') {
  const dates: string[] = [];
  for (let d = last; dates.length < 60 + tail.length; d = addDays(d, -1)) if (isWeekday(d)) dates.unshift(d);
  const closes = [...new Array<number>(60).fill(100), ...tail];
  const rows = ['date,open,high,low,close,volume'];
  closes.forEach((c, i) => rows.push(`${dates[i]},${c},${c + 0.5},${c - 0.5},${c},1000`));
  writeFileSync(join(dir, 'AAPL.csv'), rows.join('\n'));
}

let t: TestApp;
let premium: string;
beforeAll(async () => {
  // The site starts with the flat sessions up to Wednesday the 11th (a first import is history only) ...
  writeAapl([], '2026-11-11');
  t = await createTestApp({ seed: true, clock, env: { MARKET_DATA_PROVIDER: 'csv', INCLUDE_DIR: dir } });
  premium = (await signInAs(t.app, 'premium')).cookie;
  // ... then a breakout on Thursday the 12th arrives: long 990 shares at 101 (100,000 / 101), published.
  writeAapl([101, 102, 103]);
  const r = await call(t.app, {
    method: 'POST',
    url: '/api/admin/refresh-data',
    cookie: await adminCookie(t.app),
  });
  expect(r.status).toBe(200);
});
afterAll(() => t.close());

const get = async <T>(url: string, cookie = premium) => {
  const r = await call(t.app, { method: 'GET', url, cookie });
  expect(r.status, url).toBe(200);
  return r.json as unknown as T;
};
const record = () => get<TrackRecordResponse>('/api/track-record?market=equities');
const aapl = (tr: TrackRecordResponse) => tr.pnlBySymbol.find((s) => s.symbol === 'AAPL')!;

describe('the track record as published', () => {
  it('a bar corrected after publication leaves the published record as it was and shows the correction', async () => {
    const before = await record();
    expect(before.correctedSincePublication).toBe(false);
    expect(before.recomputed).toBeNull();
    expect(before.trackedSince).toBe('2026-11-12');
    expect(aapl(before).pnl).toBe(1980); // (103 - 101) x 990, open
    const published = (await get<LedgerResponse>('/api/ledger?market=equities')).rows.filter(
      (r) => 'symbol' in r && r.symbol === 'AAPL',
    );
    expect(published).toMatchObject([
      {
        barDate: '2026-11-12',
        action: 'long-initiation',
        fillPrice: 101,
        stop: 99.5,
        size: 990,
        reconstructed: false,
      },
    ]);

    // The data file is replaced: Thursday's close was 100.2 after all, so the breakout came on Friday at 102.
    writeAapl([100.2, 102, 103]);
    const admin = await adminCookie(t.app);
    expect(
      (await call(t.app, { method: 'POST', url: '/api/admin/refresh-data', cookie: admin })).status,
    ).toBe(200);

    const after = await record();
    expect(after.dataVersion).toBeGreaterThan(before.dataVersion);
    // What was published stands: the same trade, the same figures.
    expect(aapl(after).pnl).toBe(1980);
    expect(after.returnsByYear).toEqual(before.returnsByYear);
    expect(after.stats).toEqual(before.stats);
    expect(after.equity.at(-1)).toEqual(before.equity.at(-1));
    expect(after.trackedSince).toBe('2026-11-12');
    // ... and the answer says the bars moved, with the figure they give today beside it.
    expect(after.correctedSincePublication).toBe(true);
    expect(after.corrections).toEqual([
      {
        symbol: 'AAPL',
        barDate: '2026-11-12',
        published: { action: 'long-initiation', fillPrice: 101, stop: 99.5, size: 990 },
        recomputed: null,
      },
      {
        symbol: 'AAPL',
        barDate: '2026-11-13',
        published: null,
        recomputed: { action: 'long-initiation', fillPrice: 102, stop: 99.5, size: 980 },
      },
    ]);
    // Today's bars give (103 - 102) x 980 = 980 on AAPL: 1,000 less in 2026 than published.
    const year = (tr: { returnsByYear: Array<{ year: string; pnl: number }> }) =>
      tr.returnsByYear.find((y) => y.year === '2026')!.pnl;
    expect(year(after.recomputed!)).toBeCloseTo(year(after) - 1000, 2);

    // The ledger kept the published row and did not backdate the new one; the chain still verifies.
    const rows = (await get<LedgerResponse>('/api/ledger?market=equities')).rows.filter(
      (r) => 'symbol' in r && r.symbol === 'AAPL',
    );
    expect(rows).toEqual(published);
    expect((await get<LedgerVerifyResponse>('/api/ledger/verify?market=equities')).ok).toBe(true);
    const headline = (await call(t.app, { method: 'GET', url: '/api/track-record/headline' }))
      .json as unknown as TrackRecordHeadline;
    expect(headline.find((h) => h.market === 'equities')).toMatchObject({
      correctedSincePublication: true,
      trackedSince: '2026-11-12',
      cagr: after.stats.cagr,
    });
  });
});
