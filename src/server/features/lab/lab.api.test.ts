import { existsSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bar } from '../../../core/engine/types';
import type { LabBacktestResponse } from '../../../core/schemas/lab';
import { users } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { parseBarsCsv } from '../../market-data/csv';
import { call, createTestApp, signInAs } from '../../test/harness';
import { swingingBars } from './lab.fixtures';
import { createLabPool } from './pool';
import type { TestApp } from '../../test/harness';

const clock = manualClock(new Date('2026-11-17T23:00:00Z'));
const DATA = new URL('../../../../../shared/data/sp500-daily/', import.meta.url);
let t: TestApp;
let member: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true, clock });
  member = (await signInAs(t.app, 'premium')).cookie;
}, 120_000);
afterAll(() => t.close());

const backtest = (body: unknown, cookie = member) =>
  call(t.app, { method: 'POST', url: '/api/lab/backtest', payload: body as object, cookie });

/**
 * The rule written again from DESIGN §5, independently of src/core/engine: at the close of bar t, a
 * flat account goes long above the highest high of the `entry` bars before t (short below the
 * lowest low unless long only); a long exits below the lowest low of the `exit` bars before t, a
 * short above their highest high, and may reverse on the same close. Fills at that close; each
 * position $100,000 / entry price units (4 decimals), as the lab states for own data.
 */
function naiveTrades(bars: Bar[], entry: number, exit: number, longOnly: boolean) {
  const out: Array<{
    side: string;
    entryDate: string;
    entryPrice: number;
    exitDate: string | null;
    exitPrice: number | null;
    quantity: number;
    pnl: number;
  }> = [];
  const hh = (t: number, n: number) => Math.max(...bars.slice(t - n, t).map((b) => b.high));
  const ll = (t: number, n: number) => Math.min(...bars.slice(t - n, t).map((b) => b.low));
  let open: (typeof out)[number] | null = null;
  for (let t = 0; t < bars.length; t++) {
    const c = bars[t].close;
    if (open && t >= exit && (open.side === 'long' ? c < ll(t, exit) : c > hh(t, exit))) {
      open.exitDate = bars[t].date;
      open.exitPrice = c;
      open.pnl = (open.side === 'long' ? 1 : -1) * (c - open.entryPrice) * open.quantity;
      open = null;
    }
    if (!open && t >= entry) {
      const side = c > hh(t, entry) ? 'long' : !longOnly && c < ll(t, entry) ? 'short' : null;
      if (side) {
        const quantity = Math.round((100_000 / c) * 1e4) / 1e4;
        open = {
          side,
          entryDate: bars[t].date,
          entryPrice: c,
          exitDate: null,
          exitPrice: null,
          quantity,
          pnl: 0,
        };
        out.push(open);
      }
    }
  }
  const last = bars[bars.length - 1].close;
  if (open) open.pnl = (open.side === 'long' ? 1 : -1) * (last - open.entryPrice) * open.quantity;
  return out.map((x) => ({ ...x, pnl: Math.round(x.pnl * 100) / 100 }));
}

function realBars(symbol: string): Bar[] {
  const { bars, issues } = parseBarsCsv(readFileSync(new URL(`${symbol}.csv`, DATA), 'utf8'), symbol);
  expect(issues).toEqual([]);
  return bars;
}

describe.skipIf(!existsSync(DATA))(
  'own data: the lab against an independent implementation (real stocks)',
  () => {
    const cases: Array<[string, number, number, boolean]> = [
      ['AAPL', 40, 20, false],
      ['AAPL', 20, 10, false],
      ['BA', 55, 20, false],
      ['AMGN', 40, 20, true],
      ['AMD', 100, 30, true],
    ];
    it.each(cases)('%s %i/%i long only %s', async (symbol, entry, exit, longOnly) => {
      const bars = realBars(symbol);
      const { status, json } = await backtest({
        entryDays: entry,
        exitDays: exit,
        longOnly,
        bars: bars.map(({ date, open, high, low, close }) => ({ date, open, high, low, close })),
      });
      expect(status).toBe(200);
      const r = json as unknown as LabBacktestResponse;
      const expected = naiveTrades(bars, entry, exit, longOnly);
      expect(expected.length).toBeGreaterThan(10);
      expect(r.trades.map(({ symbol: _s, ...x }) => x)).toEqual(expected);
      if (longOnly) expect(r.trades.every((x) => x.side === 'long')).toBe(true);
      expect(r.startingEquity).toBe(100_000);
      expect(r.sizing).toMatch(/\$100,000/);
      // The curve ends at the account plus every trade's P&L (open ones marked at the last close).
      const total = expected.reduce((s, x) => s + x.pnl, 0);
      expect(r.equity.at(-1)!.equity).toBeCloseTo(100_000 + total, 0);
      expect(r.equity).toHaveLength(bars.length);
      expect(r.buyAndHold.at(-1)!.equity).toBeCloseTo(
        100_000 + (Math.round((100_000 / bars[0].close) * 1e4) / 1e4) * (bars.at(-1)!.close - bars[0].close),
        0,
      );
      expect(r.stats.trades).toBe(expected.filter((x) => x.exitDate).length);
      expect(r.stats.cagr).not.toBeNull();
    });
  },
);

describe('POST /api/lab/backtest on stored data', () => {
  it("the site's 40/20 enters on exactly the ledger's dates", async () => {
    for (const market of ['futures', 'equities'] as const) {
      const { status, json } = await backtest({ entryDays: 40, exitDays: 20, market });
      expect(status).toBe(200);
      const r = json as unknown as LabBacktestResponse;
      const ledger = await call(t.app, {
        method: 'GET',
        url: `/api/ledger?market=${market}`,
        cookie: member,
      });
      expect(ledger.status).toBe(200);
      const rows = (
        ledger.json as unknown as { rows: Array<{ symbol: string; barDate: string; action: string }> }
      ).rows;
      const entries = rows
        .filter((x) => x.action !== 'liquidation')
        .map((x) => `${x.symbol} ${x.barDate} ${x.action.includes('long') ? 'long' : 'short'}`)
        .sort();
      expect(entries.length).toBeGreaterThan(5);
      expect(r.trades.map((x) => `${x.symbol} ${x.entryDate} ${x.side}`).sort()).toEqual(entries);
      expect(r.demoData).toBe(true);
    }
  });

  it('symbols and dates narrow the run; crypto is long only; unknown symbols are named', async () => {
    const one = await backtest({ entryDays: 20, exitDays: 10, market: 'futures', symbols: ['ES'] });
    expect(one.status).toBe(200);
    const r = one.json as unknown as LabBacktestResponse;
    expect(new Set(r.trades.map((x) => x.symbol))).toEqual(new Set(['ES']));
    const dates = r.equity.map((p) => p.date);
    const ranged = await backtest({
      entryDays: 20,
      exitDays: 10,
      market: 'futures',
      symbols: ['ES'],
      from: dates[10],
      to: dates[80],
    });
    const rr = ranged.json as unknown as LabBacktestResponse;
    expect(rr.equity[0].date).toBe(dates[10]);
    expect(rr.equity.at(-1)!.date).toBe(dates[80]);
    const crypto = await backtest({ entryDays: 20, exitDays: 10, market: 'crypto' });
    expect((crypto.json as unknown as LabBacktestResponse).longOnly).toBe(true);
    expect((crypto.json as unknown as LabBacktestResponse).trades.every((x) => x.side === 'long')).toBe(true);
    const bad = await backtest({ entryDays: 20, exitDays: 10, market: 'futures', symbols: ['ES', 'NOPE'] });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/NOPE/);
    expect(bad.json.issues).toEqual([{ path: 'symbols', message: expect.stringMatching(/NOPE/) }]);
  });
});

describe('gating', () => {
  it('401 for visitors, 403 with the upgrade path for free and Individual members', async () => {
    const body = { entryDays: 40, exitDays: 20, market: 'futures' };
    const visitor = await backtest(body, '');
    expect(visitor.status).toBe(401);
    const free = await signInAs(t.app, 'free');
    const r = await backtest(body, free.cookie);
    expect(r.status).toBe(403);
    expect(r.json.message).toMatch(/Professional plan.*\/contact\?inquiry=subscription/);
    const individual = await signInAs(t.app, 'free');
    await t.app.deps.db
      .update(users)
      .set({ plan: 'individual', planStatus: 'active', status: 'approved' })
      .where(eq(users.id, individual.user.id));
    expect((await backtest(body, individual.cookie)).status).toBe(403);
    const pro = await signInAs(t.app, 'free');
    await t.app.deps.db
      .update(users)
      .set({ plan: 'professional', planStatus: 'active', status: 'approved' })
      .where(eq(users.id, pro.user.id));
    expect((await backtest(body, pro.cookie)).status).toBe(200);
  });
});

describe('bad input: 400 naming the field, for own data the row', () => {
  const bars = (n: number) =>
    Array.from({ length: n }, (_, i) => {
      const d = new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10);
      return { date: d, open: 10 + i, high: 11 + i, low: 9 + i, close: 10 + i };
    });
  const cases: Array<[string, Record<string, unknown>, string, RegExp]> = [
    ['entry too short', { entryDays: 5, exitDays: 2, market: 'futures' }, 'entryDays', /10/],
    ['entry too long', { entryDays: 251, exitDays: 2, market: 'futures' }, 'entryDays', /250/],
    [
      'exit not below entry',
      { entryDays: 20, exitDays: 20, market: 'futures' },
      'exitDays',
      /below entryDays/,
    ],
    ['exit under 2', { entryDays: 20, exitDays: 1, market: 'futures' }, 'exitDays', /2/],
    ['neither market nor bars', { entryDays: 20, exitDays: 10 }, 'market', /either market or bars/],
    ['unknown market', { entryDays: 20, exitDays: 10, market: 'bonds' }, 'market', /./],
    ['one row', { entryDays: 20, exitDays: 10, bars: bars(1) }, 'bars', /2/],
    ['10,001 rows', { entryDays: 20, exitDays: 10, bars: bars(10_001) }, 'bars', /10000/],
    [
      'dates not rising',
      { entryDays: 20, exitDays: 10, bars: [...bars(5), bars(3)[2]] },
      'bars.5.date',
      /Row 6 .*dates must rise/,
    ],
    [
      'high below close',
      { entryDays: 20, exitDays: 10, bars: bars(5).map((b, i) => (i === 3 ? { ...b, high: 1 } : b)) },
      'bars.3.high',
      /Row 4/,
    ],
    [
      'a price not a number',
      { entryDays: 20, exitDays: 10, bars: bars(5).map((b, i) => (i === 2 ? { ...b, close: 'x' } : b)) },
      'bars.2.close',
      /close must be a number/,
    ],
    [
      'a bad date',
      {
        entryDays: 20,
        exitDays: 10,
        bars: bars(5).map((b, i) => (i === 4 ? { ...b, date: '5/1/2020' } : b)),
      },
      'bars.4.date',
      /YYYY-MM-DD/,
    ],
  ];
  it.each(cases)('%s', async (_name, body, path, message) => {
    const { status, json } = await backtest(body);
    expect(status).toBe(400);
    const issues = json.issues as unknown as Array<{ path: string; message: string }>;
    const issue = issues.find((i) => i.path === path);
    expect(issue, JSON.stringify(issues)).toBeDefined();
    expect(issue!.message).toMatch(message);
  });

  it('takes 10,000 rows of own data (the route body limit, about 2 MiB) and refuses more bytes with 413', async () => {
    const ok = await backtest({ entryDays: 20, exitDays: 10, bars: bars(10_000) });
    expect(ok.status).toBe(200);
    const huge = JSON.stringify({
      entryDays: 20,
      exitDays: 10,
      bars: bars(10_000),
      pad: 'x'.repeat(2 * 1024 * 1024),
    });
    const r = await call(t.app, {
      method: 'POST',
      url: '/api/lab/backtest',
      payload: huge,
      headers: { 'content-type': 'application/json' },
      cookie: member,
    });
    expect(r.status).toBe(413);
  });
});

describe('fair to everyone else', () => {
  it('a full lab answers 429 saying so, with Retry-After, and runs again once it has room', async () => {
    // A lab of one thread and one queued run, both held by long runs handed straight to the pool:
    // the first holds the thread most of a second, the request reaches the pool in milliseconds.
    const pool = createLabPool({ threads: 1, queue: 1 });
    const small = await createTestApp({ clock, labPool: pool });
    try {
      const { cookie } = await signInAs(small.app, 'premium');
      const long = {
        kind: 'own' as const,
        entry: 20,
        exit: 10,
        longOnly: false,
        bars: swingingBars(150_000),
      };
      const held = [pool.run(long), pool.run(long)];
      const own = { entryDays: 20, exitDays: 10, bars: swingingBars(300) };
      const send = () => call(small.app, { method: 'POST', url: '/api/lab/backtest', payload: own, cookie });
      const full = await send();
      expect(full.status).toBe(429);
      expect(full.json.message).toBe('The strategy lab is full right now. Please try again in 10 seconds.');
      expect(full.res.headers['retry-after']).toBe('10');
      await Promise.all(held);
      expect((await send()).status).toBe(200);
    } finally {
      await small.close();
    }
  }, 120_000);

  it('a member gets 30 runs a minute, then 429 with Retry-After', async () => {
    const { cookie } = await signInAs(t.app, 'premium');
    const body = { entryDays: 20, exitDays: 10, market: 'futures', symbols: ['ES'] };
    for (let i = 0; i < 30; i++) expect((await backtest(body, cookie)).status).toBe(200);
    const r = await backtest(body, cookie);
    expect(r.status).toBe(429);
    expect(r.res.headers['retry-after']).toBeDefined();
    // Another member is not held back.
    expect((await backtest(body)).status).toBe(200);
  });
});
