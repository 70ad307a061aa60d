import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { gameResults } from '../../db/schema';
import { adminCookie, call, createTestApp } from '../../test/harness';
import type { TestApp } from '../../test/harness';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await adminCookie(t.app);
});
afterAll(() => t.close());

const get = (url: string) => call(t.app, { method: 'GET', url, cookie });
type Game = { id: number; stockSymbol: string; email: string | null; totalPnL: number; winRate: number };
const list = async (url: string) => {
  const res = await get(url);
  expect(res.status, url).toBe(200);
  return res.json as unknown as Game[];
};

const DAY = 24 * 60 * 60_000;
const START = Date.parse('2026-01-01T00:00:00Z');
/** More games than one load of the old list (1000): the oldest one is the best and the only 'oldtimer'. */
const GAMES = 1005;

describe('game results over more games than one page', () => {
  beforeAll(async () => {
    const rows = Array.from({ length: GAMES }, (_, i) => ({
      playerId: `p${i}`,
      // Every third game finished without an email; the oldest has a unique one.
      playerEmail: i === 0 ? 'oldtimer@example.com' : i % 3 === 0 ? null : `player${i}@example.com`,
      stockSymbol: i === 0 ? 'OLD' : 'SYM',
      stockName: 'Stock',
      totalPnl: i === 0 ? '90000.00' : String(i),
      finalBalance: String(100_000 + i),
      winRate: i === 0 ? '99.50' : '50.00',
      totalTrades: 3,
      performanceMetrics: { bestTrade: 1, worstTrade: -1, maxDrawdown: 1 },
      completedAt: new Date(START + i * 60_000 + (i === 0 ? -DAY : 0)),
    }));
    await t.app.deps.db.insert(gameResults).values(rows);
  });

  it('the summary cards count every game, not only the newest ones', async () => {
    const res = await get('/api/admin/game-results/summary');
    expect(res.status).toBe(200);
    const withEmail = Array.from({ length: GAMES }, (_, i) => i === 0 || i % 3 !== 0).filter(Boolean).length;
    // P&L of games 1..1004 is their index; game 0 made 90,000.
    const sum = 90_000 + ((GAMES - 1) * GAMES) / 2;
    expect(res.json).toEqual({
      gamesPlayed: GAMES,
      withEmail,
      averagePnL: Math.round((sum / GAMES) * 100) / 100, // rounded to cents
      bestPnL: 90_000,
      matching: GAMES,
    });
  });

  it('the email search and the sort reach every game', async () => {
    const found = await list('/api/admin/game-results?search=OLDTIMER');
    expect(found.map((g) => g.stockSymbol)).toEqual(['OLD']);
    const summary = await get('/api/admin/game-results/summary?search=oldtimer');
    // The cards stay those of every game; `matching` counts the search's results for the pager.
    expect(summary.json).toMatchObject({ gamesPlayed: GAMES, matching: 1 });

    expect((await list('/api/admin/game-results?sortBy=pnl&sortOrder=desc&limit=1'))[0].stockSymbol).toBe(
      'OLD',
    );
    expect((await list('/api/admin/game-results?sortBy=winRate&limit=1'))[0].stockSymbol).toBe('OLD');
    expect((await list('/api/admin/game-results?sortBy=date&sortOrder=asc&limit=1'))[0].stockSymbol).toBe(
      'OLD',
    );
  });

  it('pages through every game: newest first by default, pages never overlap', async () => {
    const first = await list('/api/admin/game-results');
    expect(first).toHaveLength(50);
    expect(first[0].totalPnL).toBe(GAMES - 1);
    const seen = new Set<number>();
    for (let offset = 0; offset < GAMES; offset += 100)
      for (const g of await list(`/api/admin/game-results?limit=100&offset=${offset}&sortBy=pnl`))
        seen.add(g.id);
    expect(seen.size).toBe(GAMES);
  });

  it('rejects unknown sort fields and orders; stays behind the admin session', async () => {
    const bad = await get('/api/admin/game-results?sortBy=email');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Unknown sort field');
    expect((await get('/api/admin/game-results?sortOrder=up')).status).toBe(400);
    expect((await get('/api/admin/game-results?limit=0')).status).toBe(400);
    for (const url of ['/api/admin/game-results', '/api/admin/game-results/summary'])
      expect((await call(t.app, { method: 'GET', url })).status, url).toBe(401);
  });

  // Last: it changes the games. The cards are running figures kept by triggers (migration 0281, issue
  // 31); after an update, a delete of the best game and a bulk insert they equal the aggregates of
  // every row, as the cards computed them before.
  it('the cards follow every insert, update and delete of a game', async () => {
    const db = t.app.deps.db;
    await db
      .update(gameResults)
      .set({ totalPnl: '-5.25', playerEmail: null })
      .where(eq(gameResults.playerId, 'p7'));
    await db.delete(gameResults).where(eq(gameResults.stockSymbol, 'OLD'));
    // The best game gone, the best is the next one (game 1004).
    expect((await get('/api/admin/game-results/summary')).json).toMatchObject({ bestPnL: 1004 });
    await db.insert(gameResults).values(
      [1, 2].map((i) => ({
        playerId: `late${i}`,
        playerEmail: i === 1 ? '' : `late${i}@example.com`,
        stockSymbol: 'NEW',
        stockName: 'Stock',
        totalPnl: `${5000 + i}.10`,
        finalBalance: '100000',
        winRate: '10.00',
        totalTrades: 1,
        performanceMetrics: { bestTrade: 1, worstTrade: -1, maxDrawdown: 1 },
      })),
    );
    const [all] = await db
      .select({
        games: sql<number>`count(*)`.mapWith(Number),
        withEmail: sql<number>`count(nullif(${gameResults.playerEmail}, ''))`.mapWith(Number),
        average: sql<string>`avg(${gameResults.totalPnl})`,
        best: sql<string>`max(${gameResults.totalPnl})`,
      })
      .from(gameResults);
    expect(all.games).toBe(GAMES + 1);
    const summary = await get('/api/admin/game-results/summary?search=late2');
    expect(summary.json).toEqual({
      gamesPlayed: all.games,
      withEmail: all.withEmail,
      averagePnL: Math.round(Number(all.average) * 100) / 100,
      bestPnL: 5002.1,
      matching: 1,
    });
    expect(Number(all.best)).toBe(5002.1);
  });
});
