import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoTradeDecision } from '../../../core/game/auto-trade';
import type { OhlcBar } from '../../../core/schemas/trading-game';
import { gameResults } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { createTestApp } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import { player, REAL_DATE } from './game-test-kit';

describe('trading game API on the shipped real stocks', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  const clock = manualClock(new Date('2026-03-02T12:00:00Z'));

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url }, clock });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('plays: start, clock, trades at the bar seen, margin refusal, speed, finish with reveal, mail, leaderboard', async () => {
    const p = player(t.app);
    expect(await p.state()).toMatchObject({
      status: 'idle',
      gameActive: false,
      currentDay: 80,
      stats: { highScore: null }, // no finished game yet
    });

    const started = await p.api('POST', 'start');
    expect(String(started.res.headers['set-cookie'])).toMatch(/tg_player=[^;]+;.*HttpOnly/i);
    expect(started.json).toMatchObject({ status: 'active', currentDay: 80, speed: 1, paused: false });
    expect(started.res.headers['cache-control']).toContain('no-store');

    // Day 80 shows 80 bars, dated on the neutral calendar.
    const bars = await p.bars();
    expect(bars).toHaveLength(80);
    expect(bars[79]).toMatchObject({ day: 80, date: 'Day 80' });

    clock.advance(2000); // 1x: one trading day every 2 s
    const s81 = await p.state();
    expect(s81).toMatchObject({ currentDay: 81, currentDate: 'Day 81' });
    const p1 = (await p.bars())[80].close;
    const market = (await p.api('GET', 'market-data')).json;
    expect(market[0]).toMatchObject({ symbol: 'MYSTERY', price: p1, date: 'Day 81', day: 81 });

    const buy = await p.trade('long', 2, 81);
    expect(buy.json).toMatchObject({
      side: 'long',
      contracts: 2,
      price: p1,
      chartDay: 81,
      tradeDate: 'Day 81',
    });
    expect(buy.json.reason).toBe('manual');

    clock.advance(4000); // two more days
    expect((await p.state()).currentDay).toBe(83);
    const p3 = (await p.bars())[82].close;
    // An order for a bar the server is not on yet is refused: no fill at a price nobody has seen.
    const early = await p.trade('short', 3, 84);
    expect(early.status).toBe(409);
    expect(early.json.message).toBe(
      'Day 84 has not been reached yet: the market is on Day 83. Check the chart and trade again',
    );
    // An order for a bar the server left a moment ago fills at the current close and says so.
    const late = await p.trade('short', 3, 82); // closes the 2 long (FIFO), opens 1 short
    expect(late.status).toBe(200);
    expect(late.json).toMatchObject({
      price: p3,
      chartDay: 83,
      tradeDate: 'Day 83',
      note: 'Filled at Day 83 close; the market moved on from Day 82',
    });
    const afterSell = await p.state();
    expect(afterSell.stats.realizedPnL).toBe(Math.round((p3 - p1) * 200 * 100) / 100);
    expect(afterSell.positions.netPosition).toBe(-1);
    expect(afterSell.positions.lots).toEqual([
      expect.objectContaining({ side: 'short', contracts: 1, price: p3, tradeDate: 'Day 83' }),
    ]);

    const refused = await p.trade('short', 200, 83);
    expect(refused.status).toBe(400);
    expect(String(refused.json.message)).toMatch(
      /^Insufficient Margin - Need \$100,500 margin\. Available equity: \$[\d,.]+$/,
    );
    expect((await p.trade('long', 0, 83)).json.message).toBe('Please select a valid number of contracts');
    const noDay = await p.api('POST', 'trade', { symbol: 'MYSTERY', side: 'long', amount: 1 });
    expect(noDay.json.message).toBe('Send the chart day the order was placed on');

    expect((await p.api('POST', 'speed', { speed: 2.25 })).status).toBe(400);
    expect((await p.api('POST', 'speed', { speed: 2.5 })).json).toEqual({ speed: 2.5 });
    clock.advance(2000);
    expect(await p.state()).toMatchObject({ currentDay: 85, speed: 2.5 });
    // More than 6 s of clock behind (8 days at 2.5x): refused, the player looks again.
    const stale = await p.trade('long', 1, 74);
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(
      'The market has moved on to Day 85: your order for Day 74 was not filled. Check the chart and trade again',
    );
    // Polls ask only for what is new (?since=N: the days after N).
    expect(
      ((await p.api('GET', 'ohlc-data?since=83')).json as unknown as OhlcBar[]).map((b) => b.day),
    ).toEqual([84, 85]);
    const newRows = (await p.api('GET', 'daily-analytics?since=84')).json as unknown as Array<{
      gameDay: number;
    }>;
    expect(newRows.map((a) => a.gameDay)).toEqual([85]);
    expect((await p.api('GET', 'ohlc-data?since=85')).json).toEqual([]); // nothing new
    // A day this game has not reached (the page held another game): the whole list again.
    expect(((await p.api('GET', 'ohlc-data?since=900')).json as unknown as OhlcBar[]).length).toBe(85);
    expect((await p.api('GET', 'ohlc-data?since=-1')).status).toBe(400);
    const analytics = (await p.api('GET', 'daily-analytics')).json;
    expect(analytics.map((a) => a.gameDay)).toEqual([80, 81, 82, 83, 84, 85]);
    expect(analytics.map((a) => a.tradeDate)).toEqual([
      'Day 80',
      'Day 81',
      'Day 82',
      'Day 83',
      'Day 84',
      'Day 85',
    ]);
    expect(analytics[1].marginUsed).toBe(1000);

    // Nothing so far names the stock or a real date, and money carries no float noise (cents only).
    for (const b of p.bodies) expect(b).not.toMatch(REAL_DATE);
    for (const b of p.bodies) expect(b).not.toMatch(/(":|\[|,)-?\d+\.\d{3,}/);

    const finish = await p.api('POST', 'finish', {
      emailAddress: 'player@example.com',
      nickname: 'Turtle 1',
    });
    const fin = finish.json as unknown as {
      stockSymbol: string;
      stockName: string;
      emailSent: boolean;
      firstDate: string;
      lastDate: string;
      totalPnL: number;
      buyHoldPnL: number;
    };
    expect(fin.emailSent).toBe(true);
    expect(fin.firstDate).toMatch(/^(199\d|20[01]\d)-\d\d-\d\d$/);
    expect(fin.firstDate >= '1999-11-01' && fin.lastDate <= '2015-12-31').toBe(true);
    const real = await p.bars();
    expect(real[79].date).toBe(fin.firstDate); // after the finish the chart carries the real dates
    expect(fin.buyHoldPnL).toBeCloseTo(100_000 * (real[84].close / real[79].close - 1), 2);
    // After the finish: the real instrument, the real closes behind the game's and the disguise.
    const known = (await p.api('GET', 'market-data')).json as unknown as Array<{
      symbol: string;
      name: string;
    }>;
    expect(known[0]).toMatchObject({ symbol: fin.stockSymbol, name: fin.stockName });
    const revealed = (await p.state()).revealed!;
    expect(revealed.priceDisguise).toMatchObject({ realFirstClose: real[79].realClose });
    expect(revealed.priceDisguise!.scale).toBeGreaterThan(0);
    expect(real[79].realClose).not.toBe(real[79].close);
    const mail = await smtp.waitFor((m) => m.to.includes('player@example.com'));
    expect(mail.text).toContain(
      `${fin.stockName} (${fin.stockSymbol}), traded on real prices from ${fin.firstDate}`,
    );
    expect(mail.text).toContain('Buy and hold over the same days:');
    expect(mail.text).toContain('So that it could not be looked up, the chart showed its prices ×');

    const [result] = await t.app.deps.db
      .select()
      .from(gameResults)
      .where(eq(gameResults.playerEmail, 'player@example.com'));
    expect(result).toMatchObject({ stockSymbol: fin.stockSymbol, nickname: 'Turtle 1', totalTrades: 2 });

    const after = await p.state();
    expect(after).toMatchObject({ status: 'finished', revealed: { stockSymbol: fin.stockSymbol } });
    // The high score is the best final balance of a finished game.
    expect(after.stats.highScore).toBe(Number(result.finalBalance));
    expect((await p.trade('long', 1, after.currentDay)).status).toBe(409);

    // The public leaderboard: nickname and result, never the email.
    const board = await p.api('GET', 'leaderboard');
    expect(board.json[0]).toMatchObject({ rank: 1, nickname: 'Turtle 1', stockSymbol: fin.stockSymbol });
    expect(board.res.body).not.toContain('player@example.com');
    const bad = await p.api('POST', 'finish', { nickname: '<script>' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Nickname: 2 to 24 letters, digits, spaces, - or _');

    await p.api('POST', 'reset');
    expect(await p.state()).toMatchObject({ status: 'idle', stats: { balance: 100_000 } });
  });

  it('a whole game to its last day: no answer names the stock or a real date before the finish', async () => {
    const p = player(t.app);
    await p.api('POST', 'start');
    await p.api('POST', 'speed', { speed: 5 });
    const s = await p.state();
    let traded = false;
    for (let day = s.currentDay; day < s.lastDay;) {
      clock.advance(5000);
      const st = await p.state();
      day = st.currentDay;
      for (const path of ['market-data', 'trades', 'ohlc-data', 'daily-analytics']) await p.api('GET', path);
      if (!traded) traded = (await p.trade('long', 1, day)).status === 200;
    }
    expect(traded).toBe(true);
    const end = await p.state();
    expect(end.currentDay).toBe(end.lastDay);
    // ~756 real days of the 3-year window, about one game day in three made of two (decision 0049).
    expect(end.lastDay).toBeGreaterThan(540);
    expect(end.lastDay).toBeLessThan(640);
    const before = [...p.bodies];
    const fin = (await p.api('POST', 'finish', {})).json as unknown as {
      stockSymbol: string;
      stockName: string;
    };
    expect(fin.stockName.length).toBeGreaterThan(1);
    for (const b of before) {
      expect(b).not.toMatch(REAL_DATE);
      expect(b).not.toContain(fin.stockName);
      expect(b).not.toContain(`"${fin.stockSymbol}"`);
    }
    expect((await p.state()).revealed).toMatchObject({ stockName: fin.stockName });
  }, 120_000);

  it('deals different real stocks, never the index', async () => {
    const symbols = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      const p = player(t.app);
      await p.api('POST', 'start');
      symbols.add(
        ((await p.api('POST', 'finish', {})).json as unknown as { stockSymbol: string }).stockSymbol,
      );
    }
    expect(symbols.size).toBeGreaterThan(1);
    expect([...symbols].some((x) => x.startsWith('^'))).toBe(false);
  });

  it('server-side pause: the clock stands still and trades fill at the bar on screen', async () => {
    const p = player(t.app);
    await p.api('POST', 'start');
    clock.advance(2000);
    expect((await p.state()).currentDay).toBe(81);
    const paused = await p.api('POST', 'pause', { paused: true });
    expect(paused.json).toMatchObject({ paused: true, currentDay: 81 });
    clock.advance(60_000);
    expect((await p.state()).currentDay).toBe(81);
    const close81 = (await p.bars())[80].close;
    const buy = await p.trade('long', 1, 81);
    expect(buy.json).toMatchObject({ chartDay: 81, price: close81 });
    expect((await p.api('POST', 'pause', { paused: 'yes' })).json.message).toBe(
      'paused must be true or false',
    );
    expect((await p.api('POST', 'pause', { paused: false })).json).toMatchObject({
      paused: false,
      currentDay: 81,
    });
    clock.advance(2000);
    expect((await p.state()).currentDay).toBe(82);
  });

  it('auto-trading acts on every bar that passed, not only the newest of a poll', async () => {
    const p = player(t.app);
    await p.api('POST', 'start');
    await p.api('POST', 'speed', { speed: 5 });
    expect((await p.api('POST', 'auto-trading', { enabled: true, contracts: 2 })).json).toEqual({
      autoTrading: true,
      contracts: 2,
    });
    let trades = await p.trades();
    let st = await p.state();
    while (trades.length === 0 && st.currentDay < st.lastDay) {
      clock.advance(5000); // 12.5 bars per read
      st = await p.state();
      trades = await p.trades();
    }
    expect(trades.length).toBeGreaterThan(0);
    const bars = await p.bars();
    // The first day after day 80 on which the spec 02 §4 rules fire, from the bars alone.
    let signalDay = 0;
    for (let d = 81; d <= bars.length && !signalDay; d += 1)
      if (autoTradeDecision(bars.slice(0, d), 0, 2)) signalDay = d;
    expect(trades[0]).toMatchObject({ chartDay: signalDay, reason: 'auto', contracts: 2 });
    expect(trades[0].price).toBe(bars[signalDay - 1].close);
  }, 60_000);
});
