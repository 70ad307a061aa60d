/**
 * Manual orders at 5x on a loaded server, placed by a client that polls like the page: the five
 * game reads in parallel every pollIntervalMs(5) = 1 s, and every order carries the newest day any
 * answer showed. Load: BENCH_GAME_PLAYERS (default 30) other players polling their own 5x games in
 * the same process. Real clock, real HTTP on a free port, PGlite (or TEST_DATABASE_URL).
 * Target: at most 1 order in 100 refused because the market moved on (decision 0014).
 * `BENCH_GAME_ORDERS` sets the number of orders (default 100).
 */
import { pollIntervalMs } from '../src/core/game/constants';
import { createTestApp } from '../src/server/test/harness';
import type { BenchResult } from './run';

const BASE = '/api/trading-game';
const READS = ['state', 'market-data', 'ohlc-data', 'trades', 'daily-analytics'];
const SPEED = 5;

interface DayAnswer {
  currentDay?: number;
  day?: number;
  gameDay?: number;
}

/** One browser: its cookie, the newest day it saw, and a poll loop like react-query's refetchInterval. */
async function browser(origin: string) {
  const start = await fetch(`${origin}${BASE}/start`, { method: 'POST' });
  const cookie = String(start.headers.get('set-cookie')).split(';')[0];
  const headers = { cookie, 'content-type': 'application/json' };
  await fetch(`${origin}${BASE}/speed`, { method: 'POST', headers, body: JSON.stringify({ speed: SPEED }) });
  let seenDay = ((await start.json()) as DayAnswer).currentDay ?? 80;
  let stopped = false;
  const dayOf = (body: unknown): number => {
    const last = (Array.isArray(body) ? body.at(-1) : body) as DayAnswer | undefined;
    return last?.currentDay ?? last?.day ?? last?.gameDay ?? 0;
  };
  const poll = async () => {
    while (!stopped) {
      const next = new Promise((r) => setTimeout(r, pollIntervalMs(SPEED)));
      await Promise.all(
        READS.map(async (path) => {
          const r = await fetch(`${origin}${BASE}/${path}`, { headers });
          if (r.ok) seenDay = Math.max(seenDay, dayOf(await r.json()));
        }),
      );
      await next;
    }
  };
  const loop = poll();
  return {
    headers,
    seenDay: () => seenDay,
    stop: async () => {
      stopped = true;
      await loop;
    },
  };
}

export default async function tradingGameOrdersBench(): Promise<BenchResult[]> {
  const t = await createTestApp();
  const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const others = await Promise.all(
    Array.from({ length: Number(process.env.BENCH_GAME_PLAYERS ?? 30) }, () => browser(origin)),
  );
  const me = await browser(origin);
  const orders = Number(process.env.BENCH_GAME_ORDERS ?? 100);
  let refused = 0;
  let late = 0;
  const lags: number[] = [];
  const other: Record<string, number> = {};
  try {
    for (let i = 0; i < orders; i++) {
      await new Promise((r) => setTimeout(r, 300 + Math.random() * 900));
      const chartDay = me.seenDay();
      const r = await fetch(`${origin}${BASE}/trade`, {
        method: 'POST',
        headers: me.headers,
        body: JSON.stringify({ symbol: 'MYSTERY', side: i % 2 ? 'short' : 'long', amount: 1, chartDay }),
      });
      const body = (await r.json()) as { message?: string; chartDay?: number };
      if (r.ok) {
        lags.push((body.chartDay ?? chartDay) - chartDay);
        if ((body.chartDay ?? chartDay) !== chartDay) late++;
      } else if (body.message?.startsWith('The market has moved on')) {
        refused++;
        lags.push(Number(body.message.match(/Day (\d+)/)?.[1]) - chartDay);
      } else other[`${r.status} ${body.message}`] = (other[`${r.status} ${body.message}`] ?? 0) + 1;
    }
  } finally {
    await Promise.all([me, ...others].map((b) => b.stop()));
    await t.close();
  }
  if (Object.keys(other).length) console.log('other answers:', other);
  lags.sort((a, b) => a - b);
  return [
    {
      name: `orders refused (market moved on), of ${orders}`,
      value: refused,
      unit: 'orders',
      target: { max: orders / 100 },
    },
    { name: `orders filled at a later day's close, of ${orders}`, value: late, unit: 'orders' },
    {
      name: 'days the clock had moved on when an order arrived, p99',
      value: lags[Math.floor(lags.length * 0.99)] ?? 0,
      unit: 'days',
    },
    { name: 'days the clock had moved on when an order arrived, max', value: lags.at(-1) ?? 0, unit: 'days' },
  ];
}
