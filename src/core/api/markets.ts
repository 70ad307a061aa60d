import { z } from 'zod';
import {
  balanceChartQuerySchema,
  blotterResponseSchema,
  cacheBusterQuerySchema,
  chartTokenParamsSchema,
  cryptoContentResponseSchema,
  cryptoLogoParamsSchema,
  equitiesContentResponseSchema,
  futuresResponseSchema,
  futuresTabsResponseSchema,
  performanceResponseSchema,
  refreshReportSchema,
  signalsQuerySchema,
  signalsResponseSchema,
} from '../schemas/markets';
import { endpoint } from './endpoint';

const SVG = 'image/svg+xml';
// The images and the PDF are raw bytes sent as they are (never serialised): declared for the document.
const chart = (path: string) =>
  endpoint({
    method: 'GET',
    path,
    params: chartTokenParamsSchema,
    responses: { 200: z.string() },
    produces: SVG,
  });

/** The markets pages' answers (spec 01 §3/§7, spec 02 §3/§7) and the chart and report links they carry. */
export const marketsApi = {
  signals: endpoint({
    method: 'GET',
    path: '/api/signals',
    query: signalsQuerySchema,
    responses: { 200: signalsResponseSchema },
  }),
  performance: endpoint({
    method: 'GET',
    path: '/api/performance',
    responses: { 200: performanceResponseSchema },
  }),
  futures: endpoint({
    method: 'GET',
    path: '/api/futures',
    query: cacheBusterQuerySchema,
    responses: { 200: futuresResponseSchema },
  }),
  futuresTabs: endpoint({
    method: 'GET',
    path: '/api/futures-tabs',
    query: cacheBusterQuerySchema,
    responses: { 200: futuresTabsResponseSchema },
  }),
  futuresBlotter: endpoint({
    method: 'GET',
    path: '/api/futures-blotter',
    query: cacheBusterQuerySchema,
    responses: { 200: blotterResponseSchema },
  }),
  /** Signed-in viewers (401 otherwise). */
  equities: endpoint({
    method: 'GET',
    path: '/api/equities-content',
    auth: 'session',
    query: cacheBusterQuerySchema,
    responses: { 200: equitiesContentResponseSchema },
  }),
  /** The anonymous view, whoever asks. */
  equitiesPublic: endpoint({
    method: 'GET',
    path: '/api/equities-content/public',
    query: cacheBusterQuerySchema,
    responses: { 200: equitiesContentResponseSchema },
  }),
  /** Signed-in viewers (401 otherwise). */
  crypto: endpoint({
    method: 'GET',
    path: '/api/crypto-content',
    auth: 'session',
    query: cacheBusterQuerySchema,
    responses: { 200: cryptoContentResponseSchema },
  }),
  cryptoLogo: endpoint({
    method: 'GET',
    path: '/api/crypto-logo/:symbol',
    params: cryptoLogoParamsSchema,
    responses: { 200: z.string() },
    produces: SVG,
  }),
  chartImage: chart('/api/chart-image/*'),
  chartProxy: chart('/api/chart-proxy/*'),
  cryptoChartImage: chart('/api/crypto-chart-image/*'),
  cryptoBalanceChart: endpoint({
    method: 'GET',
    path: '/api/crypto-balance-chart/*',
    params: chartTokenParamsSchema,
    query: balanceChartQuerySchema,
    responses: { 200: z.string() },
    produces: SVG,
  }),
  cryptoPerformancePdf: endpoint({
    method: 'GET',
    path: '/api/crypto-performance-pdf/*',
    params: chartTokenParamsSchema,
    responses: { 200: z.string() },
    produces: 'application/pdf',
  }),
  /** Behind the admin session: reads every market's files again. */
  refreshData: endpoint({
    method: 'POST',
    path: '/api/admin/refresh-data',
    responses: { 200: refreshReportSchema },
  }),
};
