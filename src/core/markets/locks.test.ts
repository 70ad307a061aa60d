import { describe, expect, it } from 'vitest';
import type { FuturesInstrument } from '../schemas/markets';
import {
  BLOTTER_PREVIEW,
  cryptoReportAccess,
  lockBlotterInstruction,
  lockCryptoRow,
  lockEquityRow,
  lockFuturesInstrument,
  lockFuturesTabRow,
  lockLists,
  lockSignal,
} from './locks';

const days = (n: number) => Array.from({ length: n }, (_, i) => (i % 2 ? 'L' : '-') as 'L' | '-');
const future = (symbol: string): FuturesInstrument => ({
  symbol,
  name: symbol,
  sector: 'Equities',
  chartLink: 'x',
  positions: days(30),
  change: 'none',
  positionType: 'LONG',
  longQty: 2,
  shortQty: 0,
  initPrice: 100,
  lastPrice: 110,
  netPrice: 1,
  ote: 500,
  rewardToRisk: 1.5,
  daysInTrade: 7,
  power: 2.5,
  stop: 95,
  isPreview: false,
});

describe('futures locks (spec 02 §6)', () => {
  it('non-premium: non-ES rows lock the detail and the newest 15 days, keep last and net price', () => {
    for (const viewer of ['anonymous', 'free'] as const) {
      const r = lockFuturesInstrument(future('CL'), viewer);
      expect([r.longQty, r.shortQty, r.initPrice, r.ote, r.rewardToRisk, r.daysInTrade, r.power, r.stop, r.change]).toEqual(
        Array(9).fill('LOCKED'),
      );
      expect(r.positions.slice(0, 15)).toEqual(days(30).slice(0, 15));
      expect(r.positions.slice(15)).toEqual(Array(15).fill('LOCKED'));
      expect([r.lastPrice, r.netPrice]).toEqual([110, 1]);
    }
  });
  it('ES rows and premium viewers see everything', () => {
    expect(lockFuturesInstrument(future('ES'), 'anonymous')).toEqual(future('ES'));
    expect(lockFuturesInstrument(future('CL'), 'premium')).toEqual(future('CL'));
  });
  it('tabs lock the risk metrics and the band of non-ES rows', () => {
    const row = { symbol: 'GC', name: 'Gold', sector: 'Metals', positionType: 'LONG' as const, daysInTrade: 3, ote: 1, rewardToRisk: 1, power: 3, band: 'Strong-Up' as const, lastPrice: 1 };
    expect(lockFuturesTabRow(row, 'free')).toMatchObject({ daysInTrade: 'LOCKED', ote: 'LOCKED', rewardToRisk: 'LOCKED', power: 'LOCKED', band: 'LOCKED', lastPrice: 1 });
    expect(lockFuturesTabRow({ ...row, symbol: 'ES' }, 'free')).toEqual({ ...row, symbol: 'ES' });
  });
  it('blotter: Premium for non-ES, the preview text for an empty ES instruction', () => {
    expect(lockBlotterInstruction('CL', 'Buy 3', 'free')).toBe('Premium');
    expect(lockBlotterInstruction('ES', '', 'anonymous')).toBe(BLOTTER_PREVIEW);
    expect(lockBlotterInstruction('ES', 'Sell 2', 'free')).toBe('Sell 2');
    expect(lockBlotterInstruction('CL', '', 'premium')).toBe('');
  });
  it('lists are premium only', () => {
    expect(lockLists({ long: ['ES'] }, 'free')).toBeNull();
    expect(lockLists({ long: ['ES'] }, 'premium')).toEqual({ long: ['ES'] });
  });
});

describe('equities and crypto locks (spec 01 §6)', () => {
  const eq = (symbol: string) => ({ symbol, name: symbol, positions: days(30), change: 'none' as const, current: 1, chartLink: 'l', chartImageUrl: '/api/chart-image/t' });
  it('equities: last 10 days, change and chart locked except AAPL, for anonymous and free', () => {
    for (const viewer of ['anonymous', 'free'] as const) {
      const r = lockEquityRow(eq('MSFT'), viewer);
      expect(r.positions.slice(20)).toEqual(Array(10).fill('LOCKED'));
      expect(r.positions.slice(0, 20)).toEqual(days(30).slice(0, 20));
      expect([r.change, r.chartImageUrl]).toEqual(['LOCKED', null]);
      expect(lockEquityRow(eq('AAPL'), viewer)).toEqual(eq('AAPL'));
    }
    expect(lockEquityRow(eq('MSFT'), 'premium')).toEqual(eq('MSFT'));
  });
  const coin = (symbol: string) => ({ symbol, name: symbol, positions: days(16), last: 1, stop: 0.9, fortyDayHigh: 1.2, change: 'none' as const, logo: 'x', chartSymbol: `${symbol}USD`, chartImageUrl: 'c' });
  it('crypto free: first 6 days, stop, 40D high, change locked; charts locked except BTC', () => {
    const r = lockCryptoRow(coin('ETH'), 'free');
    expect(r.positions.slice(0, 6)).toEqual(days(16).slice(0, 6));
    expect(r.positions.slice(6)).toEqual(Array(10).fill('LOCKED'));
    expect([r.stop, r.fortyDayHigh, r.change, r.chartImageUrl]).toEqual(['LOCKED', 'LOCKED', 'LOCKED', null]);
    expect(lockCryptoRow(coin('BTC'), 'free').chartImageUrl).toBe('c');
    expect(lockCryptoRow(coin('ETH'), 'premium')).toEqual(coin('ETH'));
    expect(cryptoReportAccess('free')).toEqual({ balanceChart: true, performancePdf: false });
    expect(cryptoReportAccess('premium')).toEqual({ balanceChart: true, performancePdf: true });
  });
});

describe('signals locks', () => {
  const sig = (market: 'futures' | 'equities' | 'crypto', symbol: string) => ({
    id: `${market}-${symbol}`, symbol, name: symbol, signal: 'LONG' as const, entryPrice: '10.00', currentPrice: '12.00',
    pnl: '2.00', pnlPercentage: '20.00%', status: 'active', market, entryDate: '2026-01-02',
  });
  it('entry price, P&L and date are premium except for the open symbol of each market', () => {
    expect(lockSignal(sig('futures', 'CL'), 'anonymous')).toMatchObject({ entryPrice: 'LOCKED', pnl: 'LOCKED', pnlPercentage: 'LOCKED', entryDate: null, signal: 'LONG', currentPrice: '12.00' });
    for (const [m, s] of [['futures', 'ES'], ['equities', 'AAPL'], ['crypto', 'BTC']] as const) expect(lockSignal(sig(m, s), 'free')).toEqual(sig(m, s));
    expect(lockSignal(sig('equities', 'MSFT'), 'premium')).toEqual(sig('equities', 'MSFT'));
  });
});
