/** One daily bar. Dates are 'YYYY-MM-DD' strings: the engine never reads a clock. */
export interface Bar {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** 1 long, -1 short, 0 flat. */
export type Position = 1 | -1 | 0;

/** A day's position as the grids show it: L long, S short, - flat. */
export const POSITION_CODES = ['L', 'S', '-'] as const;
export type PositionCode = (typeof POSITION_CODES)[number];

/** What changed between the last two days (spec 01 §4, spec 02 §4). */
export const CHANGE_MARKERS = [
  'long-initiation',
  'short-initiation',
  'liquidation',
  'reversal-to-long',
  'reversal-to-short',
  'none',
] as const;
export type ChangeMarker = (typeof CHANGE_MARKERS)[number];

export interface EngineOptions {
  /** Entry breakout length (DESIGN §5: 40). */
  entry: number;
  /** Exit breakout length (20). */
  exit: number;
  /** Crypto trades long only. */
  longOnly: boolean;
  /** N = average true range over this many bars (20). */
  atrPeriod: number;
  /** Dollars per 1.00 price move per unit (futures point value; 1 for stocks and coins). */
  pointValue: number;
  /** Units bought at an entry, from N (null while warming up) and the fill price. */
  size: (n: number | null, price: number) => number;
}

export interface Trade {
  side: 'long' | 'short';
  entryDate: string;
  entryPrice: number;
  qty: number;
  /** The exit level when the trade was opened: the initial risk of the reward-to-risk ratio. */
  initialStop: number;
  exitDate: string | null;
  exitPrice: number | null;
  /** Dollars, set when closed. */
  pnl: number | null;
}

/** What the engine keeps per bar (small on purpose: 110 instruments x 10 years stay in memory). */
export interface DayResult {
  date: string;
  close: number;
  position: Position;
  /** Dollar P&L of the day: the position held from the previous close, marked at this close. */
  pnl: number;
  /** True range of this bar. */
  tr: number;
  /** N after this bar, null while warming up. */
  n: number | null;
}
