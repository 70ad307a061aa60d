// Helpers shared by the trading-game API tests (not a test file itself).
import type { FastifyInstance } from 'fastify';
import type { GameState, GameTrade, OhlcBar } from '../../../core/schemas/trading-game';
import { gamePriceSeries } from '../../db/schema';
import type { GameBar } from '../../db/schema/game';
import { call } from '../../test/harness';

export const BASE = '/api/trading-game';

/** One player (its own cookie) that keeps every answer it receives. */
export function player(app: FastifyInstance) {
  let cookie = '';
  const bodies: string[] = [];
  async function api(method: 'GET' | 'POST', path: string, payload?: object) {
    const r = await call(app, { method, url: `${BASE}/${path}`, payload, cookie });
    bodies.push(r.res.body, JSON.stringify(r.res.headers));
    const set = r.res.headers['set-cookie'];
    if (set) cookie = String(set).split(';')[0];
    return r;
  }
  return {
    api,
    bodies,
    state: async () => (await api('GET', 'state')).json as unknown as GameState,
    bars: async () => (await api('GET', 'ohlc-data')).json as unknown as OhlcBar[],
    trades: async () => (await api('GET', 'trades')).json as unknown as GameTrade[],
    /** A trade on the bar the player last saw. */
    trade: async (side: 'long' | 'short', amount: number, chartDay: number) =>
      api('POST', 'trade', { symbol: 'MYSTERY', side, amount, chartDay }),
  };
}

/** `count` weekday dates from `from` ('YYYY-MM-DD'). */
export function weekdays(from: string, count: number): string[] {
  const out: string[] = [];
  for (let ms = Date.parse(from); out.length < count; ms += 86_400_000) {
    const d = new Date(ms);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

/**
 * Stores a made-up stock whose closes are `closes` (high/low 0.1 around them). Stored as an
 * operator CSV series, so a fresh test database draws it and never imports the shipped asset.
 * 1,000 bars from 1999-01-04 leave game windows starting between 1999-04 and 1999-09.
 */
export async function insertSeries(app: FastifyInstance, symbol: string, closes: number[]) {
  const dates = weekdays('1999-01-04', closes.length);
  const bars: GameBar[] = closes.map((c, i) => [dates[i], c, c + 0.1, c - 0.1, c]);
  await app.deps.db.insert(gamePriceSeries).values({
    symbol,
    name: `${symbol} Test Corp`,
    source: 'csv',
    firstDate: dates[0],
    lastDate: dates[dates.length - 1],
    barCount: bars.length,
    bars,
  });
}

/** A real-looking date of the data (1990-2019) anywhere in a text. */
export const REAL_DATE = /\b(199\d|20[01]\d)-\d\d-\d\d\b/;
