import { MARGIN_PER_CONTRACT, STARTING_BALANCE } from './constants';
import { matchFifo, netPosition, openTradeEquity } from './fifo';
import type { ClosedLot, Fill, OpenLot } from './fifo';
import { marginUsagePct } from './margin';

export interface GameFigures {
  realizedPnL: number;
  /** Open trade equity at the current bar's price. */
  unrealizedPnL: number;
  totalPnL: number;
  /** Starting balance plus realized P&L (futures: opening a position costs no cash, only margin). */
  balance: number;
  /** Balance plus open trade equity. */
  netLiquidatingValue: number;
  netPosition: number;
  marginUsed: number;
  marginUsagePct: number;
  closedTrades: number;
  winningTrades: number;
  losingTrades: number;
  /** Winning closed FIFO lots over all closed lots, in percent. */
  winRate: number;
  bestTrade: number;
  worstTrade: number;
  open: OpenLot[];
  closed: ClosedLot[];
}

/** Every figure of a game at `price` (the current bar's close), from its fills alone. */
export function computeFigures(fills: readonly Fill[], price: number): GameFigures {
  const { open, closed } = matchFifo(fills);
  const realizedPnL = closed.reduce((s, c) => s + c.pnl, 0);
  const unrealizedPnL = openTradeEquity(open, price);
  const balance = STARTING_BALANCE + realizedPnL;
  const netLiquidatingValue = balance + unrealizedPnL;
  const net = netPosition(fills);
  const winningTrades = closed.filter((c) => c.pnl > 0).length;
  const losingTrades = closed.filter((c) => c.pnl < 0).length;
  return {
    realizedPnL,
    unrealizedPnL,
    totalPnL: realizedPnL + unrealizedPnL,
    balance,
    netLiquidatingValue,
    netPosition: net,
    marginUsed: Math.abs(net) * MARGIN_PER_CONTRACT,
    marginUsagePct: marginUsagePct(net, netLiquidatingValue),
    closedTrades: closed.length,
    winningTrades,
    losingTrades,
    winRate: closed.length ? (winningTrades / closed.length) * 100 : 0,
    bestTrade: closed.length ? Math.max(...closed.map((c) => c.pnl)) : 0,
    worstTrade: closed.length ? Math.min(...closed.map((c) => c.pnl)) : 0,
    open,
    closed,
  };
}

/** Largest fall from a running peak, in dollars (0 when the series never falls). */
export function maxDrawdown(values: readonly number[]): number {
  let peak = -Infinity;
  let worst = 0;
  for (const v of values) {
    peak = Math.max(peak, v);
    worst = Math.max(worst, peak - v);
  }
  return worst;
}
