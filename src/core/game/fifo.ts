import { CONTRACT_MULTIPLIER } from './constants';

export type Side = 'long' | 'short';

/** One executed trade as the ledger needs it. */
export interface Fill {
  id: number;
  side: Side;
  contracts: number;
  price: number;
  /** 1-based bar index of the game. */
  chartDay: number;
  tradeDate: string;
}

/** A part of a position still open (FIFO lot). */
export interface OpenLot {
  tradeId: number;
  side: Side;
  contracts: number;
  price: number;
  chartDay: number;
  tradeDate: string;
}

/** A part of a position opened by one fill and closed by a later opposite fill. */
export interface ClosedLot {
  side: Side;
  contracts: number;
  entryPrice: number;
  exitPrice: number;
  entryDay: number;
  exitDay: number;
  entryDate: string;
  exitDate: string;
  /** Minimum holding time 1 day (spec 02 §9). */
  daysHeld: number;
  pnl: number;
}

const sign = (side: Side) => (side === 'long' ? 1 : -1);

/** Profit of `contracts` opened at `entry` and valued at `now`, 100 shares per contract. */
export function lotPnl(side: Side, contracts: number, entry: number, now: number): number {
  return sign(side) * (now - entry) * contracts * CONTRACT_MULTIPLIER;
}

/**
 * First in, first out: an opposite fill closes the oldest open lots first; what is left of it
 * opens a new lot on its own side (a reversal).
 */
export function matchFifo(fills: readonly Fill[]): { open: OpenLot[]; closed: ClosedLot[] } {
  const open: OpenLot[] = [];
  const closed: ClosedLot[] = [];
  for (const f of fills) {
    let remaining = f.contracts;
    while (remaining > 0) {
      const lot = open[0];
      if (!lot || lot.side === f.side) break;
      const qty = Math.min(remaining, lot.contracts);
      closed.push({
        side: lot.side,
        contracts: qty,
        entryPrice: lot.price,
        exitPrice: f.price,
        entryDay: lot.chartDay,
        exitDay: f.chartDay,
        entryDate: lot.tradeDate,
        exitDate: f.tradeDate,
        daysHeld: Math.max(1, f.chartDay - lot.chartDay),
        pnl: lotPnl(lot.side, qty, lot.price, f.price),
      });
      lot.contracts -= qty;
      remaining -= qty;
      if (lot.contracts === 0) open.shift();
    }
    if (remaining > 0) {
      open.push({
        tradeId: f.id,
        side: f.side,
        contracts: remaining,
        price: f.price,
        chartDay: f.chartDay,
        tradeDate: f.tradeDate,
      });
    }
  }
  return { open, closed };
}

/** Total long contracts minus total short contracts. */
export function netPosition(fills: readonly Pick<Fill, 'side' | 'contracts'>[]): number {
  return fills.reduce((n, f) => n + sign(f.side) * f.contracts, 0);
}

/** Open trade equity: every open lot valued at the current bar's price. */
export function openTradeEquity(open: readonly OpenLot[], price: number): number {
  return open.reduce((sum, lot) => sum + lotPnl(lot.side, lot.contracts, lot.price, price), 0);
}
