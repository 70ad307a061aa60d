/**
 * Bytes a whole 5x game moves when polled like the page: every pollIntervalMs(5) = 1 s
 * the five game reads, a manual order every 30 s, until the last day. `full` asks for the whole
 * price and analytics history on every poll (before); `since` asks only for the new days
 * (`?since=N`, what the page does now). Manual clock (one poll = 1 s of game time), app.inject,
 * PGlite; body bytes uncompressed. Run on the real prices (the old game length) and disguised.
 */
import { pollIntervalMs } from '../src/core/game/constants';
import { manualClock } from '../src/server/lib/clock';
import { createTestApp } from '../src/server/test/harness';
import type { BenchResult } from './run';

const BASE = '/api/trading-game';
const SPEED = 5;

async function playOneGame(mode: 'full' | 'since', disguise: 'on' | 'off') {
  const clock = manualClock(new Date('2026-01-05T12:00:00Z'));
  const t = await createTestApp({ clock, env: { GAME_PRICE_DISGUISE: disguise } });
  let bytes = 0;
  let requests = 0;
  try {
    const start = await t.app.inject({ method: 'POST', url: `${BASE}/start` });
    const headers = { cookie: String(start.headers['set-cookie']).split(';')[0] };
    const get = async (path: string) => {
      const r = await t.app.inject({ url: `${BASE}/${path}`, headers });
      bytes += r.rawPayload.length;
      requests += 1;
      return r.json() as unknown;
    };
    await t.app.inject({ method: 'POST', url: `${BASE}/speed`, headers, payload: { speed: SPEED } });
    let lastBar = 0;
    let lastRow = 0;
    for (let poll = 0; ; poll++) {
      clock.advance(pollIntervalMs(SPEED));
      const state = (await get('state')) as { currentDay: number; lastDay: number };
      await get('market-data');
      await get('trades');
      const bars = (await get(mode === 'since' && lastBar ? `ohlc-data?since=${lastBar}` : 'ohlc-data')) as {
        day: number;
      }[];
      const rows = (await get(
        mode === 'since' && lastRow ? `daily-analytics?since=${lastRow - 1}` : 'daily-analytics',
      )) as { gameDay: number }[];
      lastBar = bars.at(-1)?.day ?? lastBar;
      lastRow = rows.at(-1)?.gameDay ?? lastRow;
      if (poll % 30 === 0)
        await t.app.inject({
          method: 'POST',
          url: `${BASE}/trade`,
          headers,
          payload: {
            symbol: 'MYSTERY',
            side: poll % 60 ? 'short' : 'long',
            amount: 1,
            chartDay: state.currentDay,
          },
        });
      if (state.currentDay >= state.lastDay) return { bytes, requests, days: state.lastDay, polls: poll + 1 };
    }
  } finally {
    await t.close();
  }
}

export default async function tradingGameBytesBench(): Promise<BenchResult[]> {
  const out: BenchResult[] = [];
  for (const [mode, disguise] of [
    ['full', 'off'],
    ['since', 'off'],
    ['since', 'on'],
  ] as const) {
    const g = await playOneGame(mode, disguise);
    const label = `${mode === 'full' ? 'whole history' : '?since='} polls, ${disguise === 'on' ? 'disguised' : 'real'} prices (${g.days} days, ${g.requests} requests)`;
    // Target: the page's polls move under 2 MB per game (the whole history moved ~30 MB).
    const target = mode === 'since' ? { target: { max: 2 } } : {};
    out.push({ name: `${label}: bytes per 5x game`, value: g.bytes / 1e6, unit: 'MB', ...target });
  }
  return out;
}
