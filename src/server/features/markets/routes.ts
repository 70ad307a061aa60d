import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { marketView } from '../../../core/access';
import type { MarketView } from '../../../core/access';
import { marketsApi as api } from '../../../core/api/markets';
import { AppError } from '../../../core/errors';
import { universeOf } from '../../../core/markets/universe';
import {
  blotterResponseSchema,
  cryptoContentResponseSchema,
  equitiesContentResponseSchema,
  futuresResponseSchema,
  futuresTabsResponseSchema,
  signalsResponseSchema,
} from '../../../core/schemas/markets';
import { sendJson } from '../../lib/answer-cache';
import { serve } from '../../lib/serve-endpoint';
import { chartRoutes } from './chart-routes';
import { buildBlotter, buildFutures, buildFuturesTabs } from './futures-views';
import { refreshAllMarkets } from './refresh';
import { buildCrypto, buildEquities } from './stock-views';
import { getMarketData } from './store';
import { viewOf } from './view';
import type { MarketData } from './store';
import { buildSignals, performanceAnswer } from './summary-views';

/** Answers are rebuilt when the data changes, and at least this often (chart links expire in 1 h). */
const ANSWER_MAX_AGE_MS = 10 * 60 * 1000;

/**
 * Answers are built, checked against their contract and serialised once per data version and
 * viewer kind (the policy's view key: kind and market flag); a request then costs a lookup and a write (no per-request JSON of 70 KB).
 */
function cachedJson<T>(data: MarketData, key: string, schema: z.ZodType<T>, build: () => T): Buffer {
  const hit = data.answers.get(key);
  const now = Date.now(); // process-local cache age, not business time
  if (hit && now - hit.builtAt < ANSWER_MAX_AGE_MS) return hit.value as Buffer;
  // Bytes, not a string: each send then skips UTF-8 encoding and measuring (70 KB answers, decision 0020).
  const value = Buffer.from(JSON.stringify(schema.parse(build())));
  data.answers.set(key, { builtAt: now, value });
  return value;
}

export default async function marketsRoutes(app: FastifyInstance) {
  const deps = app.deps;
  app.addHook('onSend', (_req, reply: FastifyReply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });

  serve(app, api.signals, async (req, reply) => {
    const data = await getMarketData(deps, req.query.market);
    const view = viewOf(req, req.query.market);
    return sendJson(
      req,
      reply,
      cachedJson(data, `signals:${view.key}:${req.query.limit ?? 'all'}`, signalsResponseSchema, () =>
        buildSignals(data, view, req.query.limit),
      ),
    );
  });

  serve(app, api.performance, async (req, reply) =>
    sendJson(req, reply, await performanceAnswer(deps, (m) => viewOf(req, m))),
  );

  serve(app, api.futures, async (req, reply) => {
    const data = await getMarketData(deps, 'futures');
    const view = viewOf(req, 'futures');
    return sendJson(
      req,
      reply,
      cachedJson(data, `futures:${view.key}`, futuresResponseSchema, () => buildFutures(data, view)),
    );
  });

  serve(app, api.futuresTabs, async (req, reply) => {
    const data = await getMarketData(deps, 'futures');
    const view = viewOf(req, 'futures');
    return sendJson(
      req,
      reply,
      cachedJson(data, `tabs:${view.key}`, futuresTabsResponseSchema, () => buildFuturesTabs(data, view)),
    );
  });

  serve(app, api.futuresBlotter, async (req, reply) => {
    const data = await getMarketData(deps, 'futures');
    const view = viewOf(req, 'futures');
    return sendJson(
      req,
      reply,
      cachedJson(data, `blotter:${view.key}`, blotterResponseSchema, () => buildBlotter(data, view)),
    );
  });

  const equities = async (view: MarketView) => {
    const data = await getMarketData(deps, 'equities');
    return cachedJson(data, `equities:${view.key}`, equitiesContentResponseSchema, () =>
      buildEquities(deps, data, view),
    );
  };
  serve(app, api.equities, async (req, reply) => {
    if (!req.user) throw new AppError('UNAUTHORIZED', 'Authentication required');
    return sendJson(req, reply, await equities(viewOf(req, 'equities')));
  });
  // The public answer always carries the anonymous locks, whoever asks.
  serve(app, api.equitiesPublic, async (req, reply) =>
    sendJson(req, reply, await equities(marketView({ user: null }, 'equities'))),
  );

  serve(app, api.crypto, async (req, reply) => {
    if (!req.user) throw new AppError('UNAUTHORIZED', 'Authentication Required');
    const data = await getMarketData(deps, 'crypto');
    const view = viewOf(req, 'crypto');
    return sendJson(
      req,
      reply,
      cachedJson(data, `crypto:${view.key}`, cryptoContentResponseSchema, () =>
        buildCrypto(deps, data, view),
      ),
    );
  });

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

  await app.register(chartRoutes);

  await app.register(async (admin) => {
    serve(admin, api.refreshData, async () => {
      const reports = await refreshAllMarkets(deps, { full: true });
      return {
        ok: true as const,
        provider: reports[0]?.provider ?? deps.config.MARKET_DATA_PROVIDER,
        markets: reports,
      };
    });
  });
}
