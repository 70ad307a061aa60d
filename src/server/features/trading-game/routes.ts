import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MYSTERY_SYMBOL, STARTING_BALANCE } from '../../../core/game/constants';
import {
  dailyAnalyticsSchema,
  finishAnswerSchema,
  finishBodySchema,
  gameStateSchema,
  gameTradeSchema,
  marketDataItemSchema,
  ohlcBarSchema,
  speedBodySchema,
  tradeBodySchema,
} from '../../../core/schemas/trading-game';
import { noStore } from '../../plugins/guards';
import { limitRoute } from '../../plugins/rate-limit';
import { barOf, tradesOf } from './game-repo';
import { createGameService } from './game-service';
import { ensurePlayer, playerIdOf } from './player';
import { createSeriesCache } from './series';

/**
 * /api/trading-game/* (spec 02 §7). Open to everyone; the player is an anonymous HttpOnly
 * cookie. The real symbol and name appear in no answer until the game is finished.
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
    async (req) => {
      const cur = await game.current(playerIdOf(req));
      if (!cur) return [];
      const bar = barOf(cur.series, cur.game, cur.game.currentDay);
      return [
        {
          symbol: MYSTERY_SYMBOL,
          name: 'Mystery stock',
          price: bar[4],
          date: bar[0],
          day: cur.game.currentDay,
        },
      ];
    },
  );

  r.get(
    '/api/trading-game/trades',
    { schema: { response: { 200: z.array(gameTradeSchema) } } },
    async (req) => {
      const cur = await game.current(playerIdOf(req));
      if (!cur) return [];
      return (await tradesOf(app.deps, cur.game.id)).map((t) => ({
        id: t.id,
        side: t.side,
        contracts: t.contracts,
        price: t.price,
        tradeAmount: t.tradeAmount,
        tradeDate: t.tradeDate,
        createdAt: t.createdAt.toISOString(),
        chartDay: t.chartDay,
      }));
    },
  );

  // Every bar from day 1 to the current day (the chart shows the last 80; levels need more).
  r.get(
    '/api/trading-game/ohlc-data',
    { schema: { response: { 200: z.array(ohlcBarSchema) } } },
    async (req) => {
      const cur = await game.current(playerIdOf(req));
      if (!cur) return [];
      return Array.from({ length: cur.game.currentDay }, (_, i) => {
        const [date, open, high, low, close] = barOf(cur.series, cur.game, i + 1);
        return { day: i + 1, date, open, high, low, close };
      });
    },
  );

  r.get(
    '/api/trading-game/daily-analytics',
    { schema: { response: { 200: z.array(dailyAnalyticsSchema) } } },
    async (req) => {
      const cur = await game.current(playerIdOf(req));
      if (!cur) return [];
      return (await game.analyticsOf(cur.game.id)).map((a) => ({
        gameDay: a.gameDay,
        tradeDate: a.tradeDate,
        netLiquidatingValue: a.netLiquidatingValue,
        balance: a.balance,
        totalPnL: a.totalPnl,
        unrealizedPnL: a.unrealizedPnl,
        realizedPnL: a.realizedPnl,
        marginUsed: a.marginUsed,
        stockPrice: a.stockPrice,
      }));
    },
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
    '/api/trading-game/speed',
    { schema: { body: speedBodySchema, response: { 200: z.object({ speed: z.number() }) } } },
    async (req) => ({
      speed: await game.setSpeed(playerIdOf(req), req.body.speed),
    }),
  );

  r.post(
    '/api/trading-game/finish',
    {
      config: limitRoute(app, {
        eventType: 'game_finish_burst',
        severity: 'medium',
        max: 20,
        windowMs: 60 * 60_000,
        description: 'Many trading games finished (report mails)',
      }),
      schema: { body: finishBodySchema, response: { 200: finishAnswerSchema } },
    },
    async (req) => game.finish(playerIdOf(req), req.body.emailAddress || undefined),
  );
}
