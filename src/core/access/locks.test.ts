import { describe, expect, it } from 'vitest';
import type { FuturesInstrument } from '../schemas/markets';
import { marketView, reportAccess } from './policy';
import type { MarketView } from './policy';
import type { Viewer } from './viewer';
import {
  BLOTTER_PREVIEW,
  lockBlotterInstruction,
  lockCryptoRow,
  lockEquityRow,
  lockFuturesInstrument,
  lockFuturesTabRow,
  lockLists,
} from './locks';

type M = MarketView['market'];
const PREMIUM = {
  status: 'approved',
  isPaidSubscriber: true,
  enableFutures: true,
  enableEquities: true,
  enableCryptos: true,
};
const FREE = { status: 'confirmed', isPaidSubscriber: false };
/** The policy's view of a market for a viewer kind. */
const v = (viewer: Viewer, market: M = 'futures') =>
  marketView({ user: viewer === 'premium' ? PREMIUM : viewer === 'free' ? FREE : null }, market);

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
      const r = lockFuturesInstrument(future('CL'), v(viewer));
      expect([
        r.longQty,
        r.shortQty,
        r.initPrice,
        r.ote,
        r.rewardToRisk,
        r.daysInTrade,
        r.power,
        r.stop,
        r.change,
      ]).toEqual(Array(9).fill('LOCKED'));
      expect(r.positions.slice(0, 15)).toEqual(days(30).slice(0, 15));
      expect(r.positions.slice(15)).toEqual(Array(15).fill('LOCKED'));
      expect([r.lastPrice, r.netPrice]).toEqual([110, 1]);
    }
  });
  it('ES rows and premium viewers see everything', () => {
    expect(lockFuturesInstrument(future('ES'), v('anonymous'))).toEqual(future('ES'));
    expect(lockFuturesInstrument(future('CL'), v('premium'))).toEqual(future('CL'));
  });
  it('tabs lock the risk metrics and the band of non-ES rows', () => {
    const row = {
      symbol: 'GC',
      name: 'Gold',
      sector: 'Metals',
      positionType: 'LONG' as const,
      daysInTrade: 3,
      ote: 1,
      rewardToRisk: 1,
      power: 3,
      band: 'Strong-Up' as const,
      lastPrice: 1,
    };
    expect(lockFuturesTabRow(row, v('free'), 'SHORT')).toMatchObject({
      daysInTrade: 'LOCKED',
      ote: 'LOCKED',
      rewardToRisk: 'LOCKED',
      power: 'LOCKED',
      band: 'LOCKED',
      lastPrice: 1,
      positionType: 'SHORT',
    });
    expect(lockFuturesTabRow({ ...row, symbol: 'ES' }, v('free'), 'SHORT')).toEqual({ ...row, symbol: 'ES' });
  });
  it('blotter: Premium for non-ES, the preview text for an empty ES instruction', () => {
    expect(lockBlotterInstruction('CL', 'Buy 3', v('free'))).toBe('Premium');
    expect(lockBlotterInstruction('ES', '', v('anonymous'))).toBe(BLOTTER_PREVIEW);
    expect(lockBlotterInstruction('ES', 'Sell 2', v('free'))).toBe('Sell 2');
    expect(lockBlotterInstruction('CL', '', v('premium'))).toBe('');
  });
  it('lists are premium only', () => {
    expect(lockLists({ long: ['ES'] }, v('free'))).toBeNull();
    expect(lockLists({ long: ['ES'] }, v('premium'))).toEqual({ long: ['ES'] });
  });
});

describe('equities and crypto locks (spec 01 §6)', () => {
  const eq = (symbol: string) => ({
    symbol,
    name: symbol,
    positions: days(30),
    change: 'none' as const,
    current: 1,
    chartLink: 'l',
    chartImageUrl: '/api/chart-image/t',
  });
  it('equities: last 10 days, change and chart locked except AAPL, for anonymous and free', () => {
    for (const viewer of ['anonymous', 'free'] as const) {
      const r = lockEquityRow(eq('MSFT'), v(viewer, 'equities'));
      expect(r.positions.slice(20)).toEqual(Array(10).fill('LOCKED'));
      expect(r.positions.slice(0, 20)).toEqual(days(30).slice(0, 20));
      expect([r.change, r.chartImageUrl]).toEqual(['LOCKED', null]);
      expect(lockEquityRow(eq('AAPL'), v(viewer, 'equities'))).toEqual(eq('AAPL'));
    }
    expect(lockEquityRow(eq('MSFT'), v('premium', 'equities'))).toEqual(eq('MSFT'));
  });
  const coin = (symbol: string) => ({
    symbol,
    name: symbol,
    positions: days(16),
    last: 1,
    stop: 0.9,
    fortyDayHigh: 1.2,
    change: 'none' as const,
    logo: 'x',
    chartSymbol: `${symbol}USD`,
    chartImageUrl: 'c',
  });
  it('crypto free: first 6 days, stop, 40D high, change locked; charts locked except BTC', () => {
    const r = lockCryptoRow(coin('ETH'), v('free', 'crypto'));
    expect(r.positions.slice(0, 6)).toEqual(days(16).slice(0, 6));
    expect(r.positions.slice(6)).toEqual(Array(10).fill('LOCKED'));
    expect([r.stop, r.fortyDayHigh, r.change, r.chartImageUrl]).toEqual(['LOCKED', 'LOCKED', 'LOCKED', null]);
    expect(lockCryptoRow(coin('BTC'), v('free', 'crypto')).chartImageUrl).toBe('c');
    expect(lockCryptoRow(coin('ETH'), v('premium', 'crypto'))).toEqual(coin('ETH'));
    expect(reportAccess(v('free', 'crypto'))).toEqual({ balanceChart: true, performancePdf: false });
    expect(reportAccess(v('premium', 'crypto'))).toEqual({ balanceChart: true, performancePdf: true });
  });
});

describe('futures position type follows the newest visible day', () => {
  it('non-ES rows take the type of grid day 15 for non-premium viewers', () => {
    const row = {
      ...future('CL'),
      positions: [...Array(14).fill('-'), 'S', ...Array(15).fill('L')] as FuturesInstrument['positions'],
    };
    expect(lockFuturesInstrument(row, v('free')).positionType).toBe('SHORT');
    expect(lockFuturesInstrument(row, v('premium')).positionType).toBe('LONG');
  });
});
