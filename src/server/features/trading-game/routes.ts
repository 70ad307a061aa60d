import type { FastifyInstance } from 'fastify';
import { tradingGameApi as api } from '../../../core/api/trading-game';
import { MYSTERY_SYMBOL, STARTING_BALANCE } from '../../../core/game/constants';
import { serve } from '../../lib/serve-endpoint';
import { noStore } from '../../plugins/guards';
import { limitRoute } from '../../plugins/rate-limit';
import { leaderboard } from './game-finish';
import { barOf, tradesOf } from './game-repo';
import { createGameService } from './game-service';
import type { GameService } from './game-service';
import { dateLabeller } from './game-state';
import { ensurePlayer, playerIdOf } from './player';
import { createSeriesCache } from './series';

/**
 * `?since=N` asks for the days after N. A day beyond the current one can only come from another
 * game (a new one started elsewhere): the whole list is the answer, which tells the page to start over.
 */
const sinceDay = (since: number | undefined, currentDay: number) =>
  since === undefined || since > currentDay ? 0 : since;

/**
 * /api/trading-game/* (spec 02 §7). Open to everyone; the player is an anonymous HttpOnly
 * cookie. Until the finish no answer carries the real symbol, name or any real date: every date
 * field holds the neutral 'Day N' (docs/features/trading-game.md).
 */
export default async function tradingGameRoutes(app: FastifyInstance) {
  const game = createGameService(app.deps, createSeriesCache(app.deps));
  app.addHook('onRequest', noStore); // on request: no preHandler stage for the routes (decision 0066)

  serveGameViews(app, game);
  serveGameActions(app, game);
}

/** What the page polls: state, prices, trades, bars, analytics and the leaderboard. */
function serveGameViews(app: FastifyInstance, game: GameService) {
  serve(app, api.state, async (req) => game.state(playerIdOf(req)));

  serve(
    app,
    api.marketData,
    async (req) =>
      (await game.withGame(playerIdOf(req), async ({ game: g, series }) => {
        const close = barOf(series, g.currentDay)[4];
        const date = dateLabeller(g, series)(g.currentDay);
        // After the finish the instrument is no mystery any more: its real symbol and name.
        const [symbol, name] =
          g.status === 'finished' ? [series.symbol, series.name] : [MYSTERY_SYMBOL, 'Mystery stock'];
        return [{ symbol, name, price: close, date, day: g.currentDay }];
      })) ?? [],
  );

  serve(
    app,
    api.trades,
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

  // Every bar from day 1 (or after `since`) to the current day (the chart shows the last 80;
  // levels need more). After the finish each bar also carries the real close behind it.
  serve(
    app,
    api.ohlcData,
    async (req) =>
      (await game.withGame(playerIdOf(req), async ({ game: g, series }) => {
        const label = dateLabeller(g, series);
        const from = sinceDay(req.query.since, g.currentDay);
        const finished = g.status === 'finished';
        return Array.from({ length: g.currentDay - from }, (_, i) => {
          const day = from + i + 1;
          const [, open, high, low, close] = barOf(series, day);
          const bar = { day, date: label(day), open, high, low, close };
          return finished ? { ...bar, realClose: series.real[day - 1][4] } : bar;
        });
      })) ?? [],
  );

  serve(
    app,
    api.dailyAnalytics,
    async (req) =>
      (await game.withGame(playerIdOf(req), async ({ tx, game: g, series }) => {
        const label = dateLabeller(g, series);
        return (await game.analyticsOf(tx, g.id, sinceDay(req.query.since, g.currentDay))).map((a) => ({
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

  serve(app, api.leaderboard, async () => leaderboard(app.deps));
}

/** What the player does: start, reset, trade, pause, auto-trading, speed and finish. */
function serveGameActions(app: FastifyInstance, game: GameService) {
  serve(app, api.start, async (req, reply) => game.start(ensurePlayer(app.deps, req, reply)), {
    config: limitRoute(app, {
      eventType: 'game_start_burst',
      severity: 'low',
      max: 60,
      windowMs: 10 * 60_000,
      description: 'Many trading games started',
    }),
  });

  serve(app, api.reset, async (req) => {
    await game.reset(playerIdOf(req));
    return { ok: true, balance: STARTING_BALANCE };
  });

  serve(app, api.trade, async (req) => {
    const t = await game.trade(playerIdOf(req), req.body);
    return { ...t, createdAt: t.createdAt.toISOString() };
  });

  serve(app, api.pause, async (req) => game.pause(playerIdOf(req), req.body.paused));

  serve(app, api.autoTrading, async (req) => game.setAutoTrading(playerIdOf(req), req.body));

  serve(app, api.speed, async (req) => ({
    speed: await game.setSpeed(playerIdOf(req), req.body.speed),
  }));

  serve(app, api.finish, async (req) => game.finish(playerIdOf(req), req.body), {
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
  });
}
