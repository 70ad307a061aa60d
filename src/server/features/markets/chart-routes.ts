import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MODEL_ACCOUNT } from '../../../core/engine/model-account';
import { equityCurve } from '../../../core/engine/portfolio';
import { addDays } from '../../../core/engine/dates';
import { levelsOf } from '../../../core/engine/breakout';
import { openTradeEquity } from '../../../core/engine/run-instrument';
import { canSeeChart, isOpenChart, reportAccess } from '../../../core/access';
import { marketsApi as api } from '../../../core/api/markets';
import { AppError } from '../../../core/errors';
import {
  balanceChartSvg,
  candleChartSvg,
  cryptoReportPdf,
  lastBars,
  verifyChart,
  viewOf,
} from '../../markets';
import type { ChartKind, MarketData } from '../../markets';
import type { Deps } from '../../deps';
import { serve } from '../../lib/serve-endpoint';
import { formatTickPrice } from '../../../core/markets/price-format';

/**
 * The chart and report endpoints: everything they show is named by a signed, expiring token, and
 * every fetch is checked again against the viewer policy with the session cookie that comes with
 * the image request: a premium link without that session answers 401 (no session) or 403.
 * Open previews (AAPL, BTC) stay open and cacheable; premium images are never stored.
 */
export async function chartRoutes(app: FastifyInstance) {
  candleChartRoutes(app);
  balanceChartRoute(app);
  performancePdfRoute(app);
}

function verify(deps: Deps, token: string, kinds: ChartKind[]) {
  const t = verifyChart(deps, token, kinds);
  if (!t) throw new AppError('NOT_FOUND', 'This chart link is invalid or has expired');
  return t;
}

function deny(req: FastifyRequest): never {
  if (!req.user && (!req.isAdmin || req.viewAs))
    throw new AppError('UNAUTHORIZED', 'Authentication required');
  throw new AppError('FORBIDDEN', 'Premium subscription required');
}

const caching = (reply: FastifyReply, open: boolean) =>
  reply.header('Cache-Control', open ? 'private, max-age=300' : 'private, no-store').header('Vary', 'Cookie');

/** One instrument's candles: the chart page's image, its larger proxy, and the crypto chart. */
function candleChartRoutes(app: FastifyInstance) {
  const deps = app.deps;
  const candles =
    (kinds: ChartKind[], size: { width: number; height: number }) =>
    async (req: FastifyRequest, token: string) => {
      const t = verify(deps, token, kinds);
      if (!canSeeChart(viewOf(req, t.m), t.s)) deny(req);
      const data = await app.markets.data(t.m);
      const li = data.instruments.find((i) => i.row.symbol === t.s);
      if (!li) throw new AppError('NOT_FOUND', 'Unknown symbol');
      const bars = await lastBars(deps.database, t.m, t.s, 160);
      const formatPrice = (v: number) => formatTickPrice(v, li.row.tickSize);
      return candleChartSvg({
        title: `${li.row.symbol} - ${li.row.name}`,
        bars,
        demo: data.demoData,
        formatPrice,
        ...size,
      });
    };
  const image = candles(['chart'], { width: 600, height: 450 });
  const proxy = candles(['chart', 'proxy'], { width: 900, height: 500 });
  const crypto = candles(['crypto-chart'], { width: 600, height: 450 });

  const svgReply = (svg: string) => ({ type: 'image/svg+xml', body: svg });
  for (const [e, draw] of [
    [api.chartImage, image],
    [api.chartProxy, proxy],
    [api.cryptoChartImage, crypto],
  ] as const) {
    serve(app, e, async (req, reply) => {
      const r = svgReply(await draw(req, req.params['*']));
      const t = verifyChart(deps, req.params['*'], ['chart', 'proxy', 'crypto-chart'])!;
      return caching(reply, isOpenChart(t.m, t.s)).header('Content-Type', r.type).send(r.body);
    });
  }
}

function balanceChartRoute(app: FastifyInstance) {
  serve(app, api.cryptoBalanceChart, async (req, reply) => {
    verify(app.deps, req.params['*'], ['balance']);
    if (!reportAccess(viewOf(req, 'crypto')).balanceChart) deny(req);
    const data = await app.markets.data('crypto');
    const runs = data.instruments.map((i) => i.run);
    const points = equityCurve(runs, MODEL_ACCOUNT.crypto);
    // ?layout=narrow: a phone-sized drawing (the 800 px one shrinks its labels to ~5 px on a 390 px phone).
    const narrow = req.query.layout === 'narrow';
    const svg = narrow
      ? balanceChartSvg({
          title: 'Model account balance',
          points,
          demo: data.demoData,
          width: 360,
          height: 300,
        })
      : balanceChartSvg({ title: 'Top-30 Cryptos - model account balance', points, demo: data.demoData });
    return caching(reply, false).header('Content-Type', 'image/svg+xml').send(svg);
  });
}

function performancePdfRoute(app: FastifyInstance) {
  const deps = app.deps;
  serve(app, api.cryptoPerformancePdf, async (req, reply) => {
    verify(deps, req.params['*'], ['pdf']);
    if (!reportAccess(viewOf(req, 'crypto')).performancePdf) deny(req);
    const data = await app.markets.data('crypto');
    const runs = data.instruments.map((i) => i.run);
    const since = addDays(data.summary.asOf ?? '1970-01-01', -90);
    const pdf = await cryptoReportPdf({
      generatedAt: deps.clock.now(),
      demo: data.demoData,
      account: MODEL_ACCOUNT.crypto,
      summary: data.summary,
      equity: equityCurve(runs, MODEL_ACCOUNT.crypto),
      positions: openPositions(data),
      trades: tradesClosedSince(data, since),
    });
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', 'inline; filename="crypto-performance.pdf"')
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });
}

const openPositions = (data: MarketData) =>
  data.instruments
    .filter((i) => i.run.state.open)
    .map((i) => ({
      symbol: i.row.symbol,
      name: i.row.name,
      entryDate: i.run.state.open!.entryDate,
      entryPrice: i.run.state.open!.entryPrice,
      last: i.lastClose,
      stop: levelsOf(i.run.state).stop,
      pnl: openTradeEquity(i.run),
    }));

/** Trades closed on or after `since`, the latest first. */
const tradesClosedSince = (data: MarketData, since: string) =>
  data.instruments
    .flatMap((i) =>
      i.run.trades
        .filter((t) => t.exitDate && t.exitDate >= since)
        .map((t) => ({ ...t, symbol: i.row.symbol })),
    )
    .sort((a, b) => (a.exitDate! < b.exitDate! ? 1 : -1));
