import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createTestApp } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { insertSeries, player } from './game-test-kit';

/**
 * 50 for 260 bars, then `after` (one value per bar), then flat at its last value. The game's day 80
 * (where these tests buy) falls on bar 79 to about 200 depending on the window drawn, so the prices
 * move only after every possible buy.
 */
const path = (after: number[]) => {
  const closes = Array.from({ length: 260 }, () => 50).concat(after);
  while (closes.length < 1000) closes.push(closes[closes.length - 1]);
  return closes;
};

describe('trading game margin rules on made-up prices', () => {
  let t: TestApp | undefined;
  const clock = manualClock(new Date('2026-03-02T12:00:00Z'));
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** Starts a game at 5x on the given closes and buys the 80% limit: 160 contracts at 50. */
  async function fullyLong(closes: number[]) {
    // Hand-made prices: dealt as they are, without the disguise of decision 0049.
    t = await createTestApp({ clock, env: { GAME_PRICE_DISGUISE: 'off' } });
    await insertSeries(t.app, 'ZZZ', closes);
    const p = player(t.app);
    await p.api('POST', 'start');
    await p.api('POST', 'speed', { speed: 5 });
    expect((await p.trade('long', 160, 80)).status).toBe(200);
    expect((await p.trade('long', 1, 80)).status).toBe(400); // 161 x 500 > 80% of 100,000
    return p;
  }

  it('a margin call closes the position at that bar close, with a line in the trade history', async () => {
    const p = await fullyLong(path([49.5, 49, 48.5, 48, 47.5, 47]));
    let st = await p.state();
    while (st.marginCallDay === null && st.currentDay < 300) {
      clock.advance(5000);
      st = await p.state();
    }
    const bars = await p.bars();
    // 160 x 100 x (48.5 - 50) = -24,000: equity 76,000 < margin 80,000 on the first 48.5 bar.
    const callDay = bars.findIndex((b) => b.close === 48.5) + 1;
    expect(st.marginCallDay).toBe(callDay);
    const trades = await p.trades();
    expect(trades[1]).toMatchObject({
      side: 'short',
      contracts: 160,
      price: 48.5,
      chartDay: callDay,
      reason: 'margin-call',
    });
    expect(st.positions.netPosition).toBe(0);
    expect(st.stats.balance).toBe(76_000);
    expect(st.gameOver).toBe(false);
  });

  it('at zero equity the game is over: the clock stops, no more orders, Finish still works', async () => {
    const p = await fullyLong(path([5]));
    let st = await p.state();
    while (!st.gameOver && st.currentDay < 300) {
      clock.advance(5000);
      st = await p.state();
    }
    expect(st.gameOver).toBe(true);
    expect(st.stats.netLiquidatingValue).toBeLessThanOrEqual(0);
    expect(st.positions.netPosition).toBe(0);
    clock.advance(5000);
    expect((await p.state()).currentDay).toBe(st.currentDay);
    const order = await p.trade('short', 1, st.currentDay);
    expect(order.status).toBe(409);
    expect(order.json.message).toBe('Game over - no equity left. Finish the game to reveal the stock');
    const fin = await p.api('POST', 'finish', {});
    expect(fin.json).toMatchObject({ stockSymbol: 'ZZZ', stockName: 'ZZZ Test Corp' });
  });

  it('a sell larger than the long may not open a short beyond the 80% rule', async () => {
    const p = await fullyLong(path([49.5, 49]));
    // Long 160, sell 400: leaves short 240 = $120,000 of margin.
    const r = await p.trade('short', 400, 80);
    expect(r.status).toBe(400);
    expect(String(r.json.message)).toMatch(/^Insufficient Margin - Need \$120,000 margin/);
    expect((await p.trade('short', 160, 80)).status).toBe(200); // closing is always allowed
  });

  it('20 concurrent 100-contract orders: the check and the fill are one step, only one fills', async () => {
    const p = await fullyLong(path([]));
    await p.trade('short', 160, 80); // flat again
    const results = await Promise.all(Array.from({ length: 20 }, () => p.trade('long', 100, 80)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400)).toHaveLength(19);
    const st = await p.state();
    expect(st.positions.netPosition).toBe(100);
  });
});
