import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MYSTERY_SYMBOL, STARTING_BALANCE } from '../../../core/game/constants';
import {
  autoTradeBodySchema,
  dailyAnalyticsSchema,
  finishAnswerSchema,
  finishBodySchema,
  gameStateSchema,
  gameTradeSchema,
  leaderboardEntrySchema,
  marketDataItemSchema,
  ohlcBarSchema,
  pauseBodySchema,
  speedBodySchema,
  tradeBodySchema,
} from '../../../core/schemas/trading-game';
import { noStore } from '../../plugins/guards';
import { limitRoute } from '../../plugins/rate-limit';
import { leaderboard } from './game-finish';
import { barOf, tradesOf } from './game-repo';
import { createGameService } from './game-service';
import { dateLabeller } from './game-state';
import { ensurePlayer, playerIdOf } from './player';
import { createSeriesCache } from './series';

/**
 * /api/trading-game/* (spec 02 §7). Open to everyone; the player is an anonymous HttpOnly
 * cookie. Until the finish no answer carries the real symbol, name or any real date: every date
 * field holds the neutral 'Day N' (docs/features/trading-game.md).
 */
export default async function tradingGameRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const game = createGameService(app.deps, createSeriesCache(app.deps));
  app.addHook('preHandler', noStore);

  r.get('/api/trading-game/state', { schema: { response: { 200: gameStateSchema } } }, async (req) =>
    game.state(playerIdOf(req)),
  );

  r.get(
    '/api/trading-game/market-data',
    { schema: { response: { 200: z.array(marketDataItemSchema) } } },
    async (req) =>
      (await game.withGame(playerIdOf(req), async ({ game: g, series }) => {
        const close = barOf(series, g, g.currentDay)[4];
        const date = dateLabeller(g, series)(g.currentDay);
        return [{ symbol: MYSTERY_SYMBOL, name: 'Mystery stock', price: close, date, day: g.currentDay }];
      })) ?? [],
  );

  r.get(
    '/api/trading-game/trades',
    { schema: { response: { 200: z.array(gameTradeSchema) } } },
    async (req) =>
      (await game.withGame(playerIdOf(req), async ({ tx, game: g, series }) => {
        const label = dateLabeller(g, series);
        return (await tradesOf(tx, g.id)).map((t) => ({
          id: t.id,
          side: t.side,
          contracts: t.contracts,
          price: t.price,
          tradeAmount: t.tradeAmount,
          tradeDate: label(t.chartDay),
          createdAt: t.createdAt.toISOString(),
          chartDay: t.chartDay,
          reason: t.reason,
        }));
      })) ?? [],
  );

  // Every bar from day 1 to the current day (the chart shows the last 80; levels need more).
  r.get(
    '/api/trading-game/ohlc-data',
    { schema: { response: { 200: z.array(ohlcBarSchema) } } },
    async (req) =>
      (await game.withGame(playerIdOf(req), async ({ game: g, series }) => {
        const label = dateLabeller(g, series);
        return Array.from({ length: g.currentDay }, (_, i) => {
          const [, open, high, low, close] = barOf(series, g, i + 1);
          return { day: i + 1, date: label(i + 1), open, high, low, close };
        });
      })) ?? [],
  );

  r.get(
    '/api/trading-game/daily-analytics',
    { schema: { response: { 200: z.array(dailyAnalyticsSchema) } } },
    async (req) =>
      (await game.withGame(playerIdOf(req), async ({ tx, game: g, series }) => {
        const label = dateLabeller(g, series);
        return (await game.analyticsOf(tx, g.id)).map((a) => ({
          gameDay: a.gameDay,
          tradeDate: label(a.gameDay),
          netLiquidatingValue: a.netLiquidatingValue,
          balance: a.balance,
          totalPnL: a.totalPnl,
          unrealizedPnL: a.unrealizedPnl,
          realizedPnL: a.realizedPnl,
          marginUsed: a.marginUsed,
          stockPrice: a.stockPrice,
        }));
      })) ?? [],
  );

  r.get(
    '/api/trading-game/leaderboard',
    { schema: { response: { 200: z.array(leaderboardEntrySchema) } } },
    async () => leaderboard(app.deps),
  );

  r.post(
    '/api/trading-game/start',
    {
      config: limitRoute(app, {
        eventType: 'game_start_burst',
        severity: 'low',
        max: 60,
        windowMs: 10 * 60_000,
        description: 'Many trading games started',
      }),
      schema: { response: { 200: gameStateSchema } },
    },
    async (req, reply) => game.start(ensurePlayer(app.deps, req, reply)),
  );

  r.post(
    '/api/trading-game/reset',
    { schema: { response: { 200: z.object({ ok: z.boolean(), balance: z.number() }) } } },
    async (req) => {
      await game.reset(playerIdOf(req));
      return { ok: true, balance: STARTING_BALANCE };
    },
  );

  r.post(
    '/api/trading-game/trade',
    { schema: { body: tradeBodySchema, response: { 200: gameTradeSchema } } },
    async (req) => {
      const t = await game.trade(playerIdOf(req), req.body);
      return { ...t, createdAt: t.createdAt.toISOString() };
    },
  );

  r.post(
    '/api/trading-game/pause',
    { schema: { body: pauseBodySchema, response: { 200: gameStateSchema } } },
    async (req) => game.pause(playerIdOf(req), req.body.paused),
  );

  r.post(
    '/api/trading-game/auto-trading',
    {
      schema: {
        body: autoTradeBodySchema,
        response: { 200: z.object({ autoTrading: z.boolean(), contracts: z.number() }) },
      },
    },
    async (req) => game.setAutoTrading(playerIdOf(req), req.body),
  );

  r.post(
    '/api/trading-game/speed',
    { schema: { body: speedBodySchema, response: { 200: z.object({ speed: z.number() }) } } },
    async (req) => ({
      speed: await game.setSpeed(playerIdOf(req), req.body.speed),
    }),
  );

  r.post(
    '/api/trading-game/finish',
    {
      // Per player (the anonymous cookie), not per IP: players behind one office or school
      // address do not share a limit.
      config: limitRoute(app, {
        eventType: 'game_finish_burst',
        severity: 'medium',
        max: 20,
        windowMs: 60 * 60_000,
        key: (req) => playerIdOf(req) ?? `ip:${req.ip}`,
        description: 'Many trading games finished (report mails)',
      }),
      schema: { body: finishBodySchema, response: { 200: finishAnswerSchema } },
    },
    async (req) => game.finish(playerIdOf(req), req.body),
  );
}
