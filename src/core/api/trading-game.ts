import { z } from 'zod';
import {
  autoTradeBodySchema,
  autoTradingAnswerSchema,
  dailyAnalyticsSchema,
  finishAnswerSchema,
  finishBodySchema,
  gameStateSchema,
  gameTradeSchema,
  leaderboardEntrySchema,
  marketDataItemSchema,
  ohlcBarSchema,
  pauseBodySchema,
  resetAnswerSchema,
  sinceQuerySchema,
  speedAnswerSchema,
  speedBodySchema,
  tradeBodySchema,
} from '../schemas/trading-game';
import { endpoint } from './endpoint';

/** Every game route starts with this (the client refreshes all game reads by it). */
export const TRADING_GAME_BASE = '/api/trading-game';
const BASE = TRADING_GAME_BASE;

/** The trading game (spec 02 §7): open to everyone, the player is an anonymous cookie. */
export const tradingGameApi = {
  state: endpoint({ method: 'GET', path: `${BASE}/state`, responses: { 200: gameStateSchema } }),
  marketData: endpoint({
    method: 'GET',
    path: `${BASE}/market-data`,
    responses: { 200: z.array(marketDataItemSchema) },
  }),
  trades: endpoint({ method: 'GET', path: `${BASE}/trades`, responses: { 200: z.array(gameTradeSchema) } }),
  ohlcData: endpoint({
    method: 'GET',
    path: `${BASE}/ohlc-data`,
    query: sinceQuerySchema,
    responses: { 200: z.array(ohlcBarSchema) },
  }),
  dailyAnalytics: endpoint({
    method: 'GET',
    path: `${BASE}/daily-analytics`,
    query: sinceQuerySchema,
    responses: { 200: z.array(dailyAnalyticsSchema) },
  }),
  leaderboard: endpoint({
    method: 'GET',
    path: `${BASE}/leaderboard`,
    responses: { 200: z.array(leaderboardEntrySchema) },
  }),
  start: endpoint({ method: 'POST', path: `${BASE}/start`, responses: { 200: gameStateSchema } }),
  reset: endpoint({ method: 'POST', path: `${BASE}/reset`, responses: { 200: resetAnswerSchema } }),
  trade: endpoint({
    method: 'POST',
    path: `${BASE}/trade`,
    body: tradeBodySchema,
    responses: { 200: gameTradeSchema },
  }),
  pause: endpoint({
    method: 'POST',
    path: `${BASE}/pause`,
    body: pauseBodySchema,
    responses: { 200: gameStateSchema },
  }),
  autoTrading: endpoint({
    method: 'POST',
    path: `${BASE}/auto-trading`,
    body: autoTradeBodySchema,
    responses: { 200: autoTradingAnswerSchema },
  }),
  speed: endpoint({
    method: 'POST',
    path: `${BASE}/speed`,
    body: speedBodySchema,
    responses: { 200: speedAnswerSchema },
  }),
  finish: endpoint({
    method: 'POST',
    path: `${BASE}/finish`,
    body: finishBodySchema,
    responses: { 200: finishAnswerSchema },
  }),
};
