import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { marketView } from '../../../core/access';
import type { MarketView } from '../../../core/access';
import { marketsApi as api } from '../../../core/api/markets';
import { AppError } from '../../../core/errors';
import { MARKETS } from '../../../core/markets/market';
import type { Market } from '../../../core/markets/market';
import { universeOf } from '../../../core/markets/universe';
import {
  blotterResponseSchema,
  cryptoContentResponseSchema,
  equitiesContentResponseSchema,
  futuresResponseSchema,
  futuresTabsResponseSchema,
  performanceResponseSchema,
  signalsResponseSchema,
} from '../../../core/schemas/markets';
import { sendJson } from '../../lib/answer-cache';
import { answerKey, answerKeyOf } from '../../lib/answer-key';
import { serve } from '../../lib/serve-endpoint';
import { whenAllReady, whenReady } from '../../lib/when-ready';
import { noStore } from '../../plugins/guards';
import { buildBlotter, buildCrypto, buildEquities, buildFutures, buildFuturesTabs } from '../../markets';
import { buildPerformance, buildSignals, viewOf } from '../../markets';
import type { MarketData, Markets } from '../../markets';
import { chartRoutes } from './chart-routes';

export default async function marketsRoutes(app: FastifyInstance) {
  const { deps, markets } = app;
  // Market answers are never stored unless a route says otherwise (the charts, the SVG badge): the
  // default is set when the request arrives and a route overwrites it, which spares every answer an
  // onSend stage. Error answers keep it.
  app.addHook('onRequest', noStore);
  const send = marketAnswerSender(markets);
  signalsRoute(app, send);
  performanceRoute(app);
  futuresRoutes(app, send);
  equitiesRoutes(app, send);
  cryptoRoute(app, send);
  cryptoLogoRoute(app);

  await app.register(chartRoutes);

  await app.register(async (admin) => {
    serve(admin, api.refreshData, async () => {
      const reports = await markets.refreshAll({ full: true });
      return {
        ok: true as const,
        provider: reports[0]?.provider ?? deps.config.MARKET_DATA_PROVIDER,
        markets: reports,
      };
    });
  });
}

/**
 * Sends one market's answer: the JSON `build` makes from the market's data, cached under `key` (the
 * viewer's view is in the key) per data version, at once while the data is in memory.
 */
function marketAnswerSender(markets: Markets) {
  const cachedJson = markets.answer;
  return <T>(
    req: FastifyRequest,
    reply: FastifyReply,
    market: Market,
    key: string,
    schema: z.ZodType<T>,
    build: (data: MarketData) => T,
  ) =>
    whenReady(markets.current(market), (data) =>
      sendJson(
        req,
        reply,
        cachedJson([data], key, schema, () => build(data)),
      ),
    );
}
type SendMarketAnswer = ReturnType<typeof marketAnswerSender>;

function signalsRoute(app: FastifyInstance, sendMarketAnswer: SendMarketAnswer) {
  serve(
    app,
    api.signals,
    (req, reply) => {
      const { market, limit } = req.query;
      const view = viewOf(req, market);
      return sendMarketAnswer(
        req,
        reply,
        market,
        answerKey('signals', view, limit ?? 'all'),
        signalsResponseSchema,
        (data) => buildSignals(data, view, limit),
      );
    },
    { prepared: true },
  );
}

function performanceRoute(app: FastifyInstance) {
  const { markets } = app;
  const cachedJson = markets.answer;
  serve(
    app,
    api.performance,
    (req, reply) =>
      whenAllReady(
        MARKETS.map((m) => markets.current(m)),
        (datas) => {
          const views = datas.map((d) => viewOf(req, d.market));
          // Every market's view in the key; an array, not a spread call, which costs more than the lookup.
          const key = answerKeyOf(['performance', ...views]);
          return sendJson(
            req,
            reply,
            cachedJson(datas, key, performanceResponseSchema, () => buildPerformance(datas, views)),
          );
        },
      ),
    { prepared: true },
  );
}

// The futures page's three answers: each one cached JSON per viewer's view of the futures data.
function futuresRoutes(app: FastifyInstance, sendMarketAnswer: SendMarketAnswer) {
  const futuresAnswer = <T>(
    e: typeof api.futures | typeof api.futuresTabs | typeof api.futuresBlotter,
    prefix: string,
    schema: z.ZodType<T>,
    build: (data: MarketData, view: MarketView) => T,
  ) =>
    serve(
      app,
      e,
      (req, reply) => {
        const view = viewOf(req, 'futures');
        return sendMarketAnswer(req, reply, 'futures', answerKey(prefix, view), schema, (data) =>
          build(data, view),
        );
      },
      { prepared: true },
    );
  futuresAnswer(api.futures, 'futures', futuresResponseSchema, buildFutures);
  futuresAnswer(api.futuresTabs, 'tabs', futuresTabsResponseSchema, buildFuturesTabs);
  futuresAnswer(api.futuresBlotter, 'blotter', blotterResponseSchema, buildBlotter);
}

function equitiesRoutes(app: FastifyInstance, sendMarketAnswer: SendMarketAnswer) {
  const { deps } = app;
  const equities = (req: FastifyRequest, reply: FastifyReply, view: MarketView) =>
    sendMarketAnswer(
      req,
      reply,
      'equities',
      answerKey('equities', view),
      equitiesContentResponseSchema,
      (data) => buildEquities(deps, data, view),
    );
  serve(
    app,
    api.equities,
    (req, reply) => {
      if (!req.user) throw new AppError('UNAUTHORIZED', 'Authentication required');
      return equities(req, reply, viewOf(req, 'equities'));
    },
    { prepared: true },
  );
  // The public answer always carries the anonymous locks, whoever asks.
  serve(
    app,
    api.equitiesPublic,
    (req, reply) => equities(req, reply, marketView({ user: null }, 'equities')),
    { prepared: true },
  );
}

function cryptoRoute(app: FastifyInstance, sendMarketAnswer: SendMarketAnswer) {
  const { deps } = app;
  serve(
    app,
    api.crypto,
    (req, reply) => {
      if (!req.user) throw new AppError('UNAUTHORIZED', 'Authentication Required');
      const view = viewOf(req, 'crypto');
      return sendMarketAnswer(
        req,
        reply,
        'crypto',
        answerKey('crypto', view),
        cryptoContentResponseSchema,
        (data) => buildCrypto(deps, data, view),
      );
    },
    { prepared: true },
  );
}

function cryptoLogoRoute(app: FastifyInstance) {
  const cryptoSymbols = new Set(universeOf('crypto').map((c) => c.symbol.toLowerCase()));
  const iconsDir = join(
    dirname(createRequire(import.meta.url).resolve('cryptocurrency-icons/package.json')),
    'svg',
    'color',
  );
  serve(app, api.cryptoLogo, async (req, reply) => {
    if (!cryptoSymbols.has(req.params.symbol)) throw new AppError('NOT_FOUND', 'Unknown symbol');
    const svg = await readFile(join(iconsDir, `${req.params.symbol}.svg`)).catch(() =>
      readFile(join(iconsDir, 'generic.svg')),
    );
    return reply
      .header('Content-Type', 'image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .send(svg);
  });
}
