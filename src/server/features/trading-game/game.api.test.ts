import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameResults } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { call, createTestApp } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { startSmtpCatcher } from '../../test/smtp-catcher';

const BASE = '/api/trading-game';

describe('trading game API: a full game on the embedded S&P 500 index', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  const clock = manualClock(new Date('2026-03-02T12:00:00Z'));
  const bodies: string[] = [];
  let cookie = '';

  /** Every answer before finish is kept, to prove the stock never leaks. */
  async function api(method: 'GET' | 'POST', path: string, payload?: object) {
    const r = await call(t.app, { method, url: `${BASE}/${path}`, payload, cookie });
    bodies.push(r.res.body, JSON.stringify(r.res.headers));
    return r;
  }

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url }, clock });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('plays: start, clock, long and short trades, margin refusal, speed, finish with a mailed report card', async () => {
    const idle = await api('GET', 'state');
    expect(idle.json).toMatchObject({
      status: 'idle',
      gameActive: false,
      currentDay: 80,
      stats: { balance: 100_000 },
    });

    const started = await api('POST', 'start');
    expect(started.status).toBe(200);
    const setCookie = String(started.res.headers['set-cookie']);
    expect(setCookie).toMatch(/tg_player=[^;]+;.*HttpOnly/i);
    cookie = setCookie.split(';')[0];
    expect(started.json).toMatchObject({ status: 'active', currentDay: 80, speed: 1 });
    expect(started.res.headers['cache-control']).toContain('no-store');

    // Day 80 shows 80 bars; the window lies inside 2000-2015 (the package's history starts in 2000).
    const bars = (await api('GET', 'ohlc-data')).json as unknown as Array<{
      day: number;
      date: string;
      close: number;
    }>;
    expect(bars).toHaveLength(80);
    expect(bars[79].date >= '2000-01-03' && bars[79].date <= '2012-12-31').toBe(true);

    // 1x: one trading day every 2 s.
    clock.advance(2000);
    const s81 = await api('GET', 'state');
    expect(s81.json.currentDay).toBe(81);
    const market = (await api('GET', 'market-data')).json as unknown as Array<{
      symbol: string;
      price: number;
    }>;
    expect(market[0].symbol).toBe('MYSTERY');
    const ohlc81 = (await api('GET', 'ohlc-data')).json as unknown as Array<{ close: number }>;
    const p1 = ohlc81[80].close;
    expect(market[0].price).toBe(p1);

    // Long 2 at the current close.
    const buy = await api('POST', 'trade', { symbol: 'MYSTERY', side: 'long', amount: 2 });
    expect(buy.status).toBe(200);
    expect(buy.json).toMatchObject({
      side: 'long',
      contracts: 2,
      price: p1,
      chartDay: 81,
      tradeAmount: p1 * 200,
    });

    clock.advance(4000); // two more days
    const s83 = await api('GET', 'state');
    expect(s83.json.currentDay).toBe(83);
    const p3 = ((await api('GET', 'ohlc-data')).json as unknown as Array<{ close: number }>)[82].close;
    expect((s83.json.stats as { unrealizedPnL: number }).unrealizedPnL).toBeCloseTo((p3 - p1) * 2 * 100, 6);

    // Sell 3: closes the 2 long (FIFO) and opens 1 short.
    const sell = await api('POST', 'trade', { symbol: 'MYSTERY', side: 'short', amount: 3 });
    expect(sell.status).toBe(200);
    const afterSell = (await api('GET', 'state')).json as unknown as {
      stats: { realizedPnL: number; balance: number; totalTrades: number; winRate: number };
      positions: { netPosition: number; lots: Array<{ side: string; contracts: number; price: number }> };
    };
    expect(afterSell.stats.realizedPnL).toBeCloseTo((p3 - p1) * 200, 6);
    expect(afterSell.stats.balance).toBeCloseTo(100_000 + (p3 - p1) * 200, 6);
    expect(afterSell.stats.totalTrades).toBe(2);
    expect(afterSell.stats.winRate).toBe(p3 > p1 ? 100 : 0);
    expect(afterSell.positions.netPosition).toBe(-1);
    expect(afterSell.positions.lots).toEqual([
      expect.objectContaining({ side: 'short', contracts: 1, price: p3 }),
    ]);

    // Short 200 more would leave 201 contracts = $100,500 of margin: more than 80% of equity.
    const refused = await api('POST', 'trade', { symbol: 'MYSTERY', side: 'short', amount: 200 });
    expect(refused.status).toBe(400);
    expect(String(refused.json.message)).toMatch(
      /^Insufficient Margin - Need \$100,500 margin\. Available equity: \$[\d,.]+$/,
    );
    const invalid = await api('POST', 'trade', { symbol: 'MYSTERY', side: 'long', amount: 0 });
    expect(invalid.json.message).toBe('Please select a valid number of contracts');

    // Speed 2.5: 2 s of real time = 2.5 days -> 2 days now, half a day carried.
    expect((await api('POST', 'speed', { speed: 2.25 })).status).toBe(400);
    expect((await api('POST', 'speed', { speed: 2.5 })).json).toEqual({ speed: 2.5 });
    clock.advance(2000);
    expect((await api('GET', 'state')).json).toMatchObject({ currentDay: 85, speed: 2.5 });
    clock.advance(400); // + 1 day from the carried half
    expect((await api('GET', 'state')).json.currentDay).toBe(86);

    const trades = (await api('GET', 'trades')).json as unknown as Array<{ side: string }>;
    expect(trades.map((x) => x.side)).toEqual(['long', 'short']);
    const analytics = (await api('GET', 'daily-analytics')).json as unknown as Array<{
      gameDay: number;
      marginUsed: number;
    }>;
    expect(analytics.map((a) => a.gameDay)).toEqual([80, 81, 82, 83, 84, 85, 86]);
    expect(analytics[1].marginUsed).toBe(1000); // long 2 on day 81
    expect(analytics[6].marginUsed).toBe(500); // short 1

    // Finish with an email: the report card arrives over SMTP and the result is stored.
    const finish = await call(t.app, {
      method: 'POST',
      url: `${BASE}/finish`,
      payload: { emailAddress: 'player@example.com' },
      cookie,
    });
    expect(finish.json).toEqual({
      stockSymbol: '^GSPC',
      stockName: 'S&P 500 Index (1/10 scale)',
      emailSent: true,
    });
    const mail = await smtp.waitFor((m) => m.to.includes('player@example.com'));
    expect(mail.text).toContain('S&P 500 Index (1/10 scale) (^GSPC)');
    expect(mail.text).toMatch(/Trades: 2\. Win rate: (100|0)\.0%/);

    const [result] = await t.app.deps.db
      .select()
      .from(gameResults)
      .where(eq(gameResults.playerEmail, 'player@example.com'));
    expect(result).toMatchObject({
      stockSymbol: '^GSPC',
      stockName: 'S&P 500 Index (1/10 scale)',
      totalTrades: 2,
    });
    expect(Number(result.winRate)).toBe(p3 > p1 ? 100 : 0);
    expect(result.performanceMetrics.bestTrade).toBeCloseTo((p3 - p1) * 200, 2);
    expect(result.performanceMetrics.maxDrawdown).toBeGreaterThanOrEqual(0);

    // The symbol and name appeared in no answer before finish.
    for (const b of bodies) {
      expect(b).not.toContain('GSPC');
      expect(b).not.toContain('S&P 500 Index');
    }

    // Finished: revealed in the state, no more trading; then reset to a fresh $100,000.
    const after = await call(t.app, { method: 'GET', url: `${BASE}/state`, cookie });
    expect(after.json).toMatchObject({
      status: 'finished',
      gameActive: false,
      revealed: { stockSymbol: '^GSPC' },
    });
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: `${BASE}/trade`,
          payload: { symbol: 'MYSTERY', side: 'long', amount: 1 },
          cookie,
        })
      ).status,
    ).toBe(409);
    await call(t.app, { method: 'POST', url: `${BASE}/reset`, cookie });
    const fresh = await call(t.app, { method: 'GET', url: `${BASE}/state`, cookie });
    expect(fresh.json).toMatchObject({ status: 'idle', stats: { balance: 100_000 } });
    expect((fresh.json.stats as { highScore: number }).highScore).toBeCloseTo(Number(result.totalPnl), 2);
  });

  it('another browser (no cookie) sees no game and cannot trade', async () => {
    const s = await call(t.app, { method: 'GET', url: `${BASE}/state` });
    expect(s.json.status).toBe('idle');
    const tr = await call(t.app, {
      method: 'POST',
      url: `${BASE}/trade`,
      payload: { symbol: 'MYSTERY', side: 'long', amount: 1 },
    });
    expect(tr.status).toBe(409);
  });
});
