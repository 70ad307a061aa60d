/**
 * Trading game reads as the browser polls them (DESIGN §7: JSON APIs p99 < 25 ms), late in a game
 * (~day 400, 25 trades; the 300 measured requests stay inside the window): each request also ticks the server clock by one trading day at 5x and
 * writes that day's analytics row, so this is the real per-poll cost. Sequential app.inject on PGlite.
 */
import { manualClock } from '../src/server/lib/clock';
import { createTestApp } from '../src/server/test/harness';
import type { BenchResult } from './run';

const BASE = '/api/trading-game';

export default async function tradingGameBench(): Promise<BenchResult[]> {
  const clock = manualClock(new Date('2026-01-05T12:00:00Z'));
  const t = await createTestApp({ clock });
  const out: BenchResult[] = [];
  try {
    const start = await t.app.inject({ method: 'POST', url: `${BASE}/start` });
    const cookie = String(start.headers['set-cookie']).split(';')[0];
    const headers = { cookie };
    await t.app.inject({ method: 'POST', url: `${BASE}/speed`, headers, payload: { speed: 5 } });
    for (let i = 0; i < 25; i++) {
      clock.advance(5000); // 12.5 trading days per read at 5x
      await t.app.inject({ url: `${BASE}/state`, headers });
      await t.app.inject({
        method: 'POST',
        url: `${BASE}/trade`,
        headers,
        payload: { symbol: 'MYSTERY', side: i % 2 ? 'short' : 'long', amount: 2 },
      });
    }
    for (const path of ['state', 'ohlc-data', 'trades', 'daily-analytics', 'market-data']) {
      const times: number[] = [];
      for (let i = 0; i < 60; i++) {
        clock.advance(400); // one trading day at 5x
        const s = performance.now();
        const r = await t.app.inject({ url: `${BASE}/${path}`, headers });
        times.push(performance.now() - s);
        if (r.statusCode !== 200) throw new Error(`${path}: ${r.statusCode}`);
      }
      times.sort((a, b) => a - b);
      out.push({ name: `GET ${BASE}/${path} p50`, value: times[Math.floor(times.length * 0.5)], unit: 'ms' });
      out.push({
        name: `GET ${BASE}/${path} p99`,
        value: times[Math.floor(times.length * 0.99)],
        unit: 'ms',
        target: { max: 25 },
      });
    }
  } finally {
    await t.close();
  }
  return out;
}
