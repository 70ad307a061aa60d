import type {
  CryptoContentResponse,
  EquitiesContentResponse,
  FuturesInstrument,
  FuturesTabsResponse,
  Signal,
} from '../schemas/markets';
import { canSeeChart, symbolAccess } from './policy';
import type { MarketView } from './policy';
import { LOCKED } from './viewer';

/**
 * The row locks of the market answers, applied from the viewer policy (`policy.ts`). The server
 * builds the full row, then passes it through these functions before serialising, so a locked
 * value never leaves the server. "Signed in, not premium" locks exactly like a visitor.
 */
type FuturesTabRow = FuturesTabsResponse['age']['data'][number];
type EquityRow = EquitiesContentResponse['rows'][number];
type CryptoRow = CryptoContentResponse['rows'][number];
type PositionType = FuturesInstrument['positionType'];

export const BLOTTER_LOCKED = 'Premium';
export const BLOTTER_PREVIEW = 'Preview access - Live signals available with premium subscription';
/** The label of a signals row shown as of an older day. */
export const DELAYED_LABEL = 'Delayed - live with premium';

const live = (view: MarketView, symbol: string) => symbolAccess(view, symbol) === 'live';

function lockAfter<T>(cells: T[], visible: number): Array<T | typeof LOCKED> {
  return cells.map((c, i) => (i < visible ? c : LOCKED));
}

const TYPE_OF_CODE: Record<string, PositionType> = { L: 'LONG', S: 'SHORT', '-': 'FLAT' };

/** Futures grid row: non-ES rows lose sizes, prices of entry, risk metrics and the recent days. */
export function lockFuturesInstrument(row: FuturesInstrument, view: MarketView): FuturesInstrument {
  if (live(view, row.symbol)) return row;
  return {
    ...row,
    positions: lockAfter(row.positions, view.visibleDays),
    change: LOCKED, // compares the two newest (locked) days
    // The position type follows the newest day the viewer sees, not today's.
    positionType: TYPE_OF_CODE[row.positions[view.visibleDays - 1] as string] ?? 'FLAT',
    longQty: LOCKED,
    shortQty: LOCKED,
    initPrice: LOCKED,
    ote: LOCKED,
    rewardToRisk: LOCKED,
    daysInTrade: LOCKED,
    power: LOCKED,
    stop: LOCKED,
  };
}

/** Tab rows: `visibleType` is the row's position type on the newest day the viewer sees. */
export function lockFuturesTabRow(
  row: FuturesTabRow,
  view: MarketView,
  visibleType: PositionType,
): FuturesTabRow {
  if (live(view, row.symbol)) return row;
  return {
    ...row,
    positionType: visibleType,
    daysInTrade: LOCKED,
    ote: LOCKED,
    rewardToRisk: LOCKED,
    power: LOCKED,
    band: LOCKED,
  };
}

/** Whether the Age and Ranked tabs may be ordered by their (locked) values for this viewer. */
export const ranksVisible = (view: MarketView) => view.access === 'live';

export function lockBlotterInstruction(symbol: string, instruction: string, view: MarketView): string {
  if (view.access === 'live') return instruction;
  if (!live(view, symbol)) return BLOTTER_LOCKED;
  return instruction || BLOTTER_PREVIEW;
}

/** Expandable long/short/flat lists are premium only (both pages). */
export function lockLists<T>(lists: T, view: MarketView): T | null {
  return view.access === 'live' ? lists : null;
}

export function lockEquityRow(row: EquityRow, view: MarketView): EquityRow {
  if (live(view, row.symbol)) return row;
  return {
    ...row,
    positions: lockAfter(row.positions, view.visibleDays),
    change: LOCKED,
    chartImageUrl: canSeeChart(view, row.symbol) ? row.chartImageUrl : null,
  };
}

/** Crypto needs a signed-in viewer (the route answers 401 before this). */
export function lockCryptoRow(row: CryptoRow, view: MarketView): CryptoRow {
  if (live(view, row.symbol)) return row;
  return {
    ...row,
    positions: lockAfter(row.positions, view.visibleDays),
    stop: LOCKED,
    fortyDayHigh: LOCKED,
    change: LOCKED,
    chartImageUrl: canSeeChart(view, row.symbol) ? row.chartImageUrl : null,
  };
}

/**
 * A delayed futures signal: the grid locks entry prices of the rows the viewer
 * does not see live, so the feed shows none either, nor what gives one back: the P&L beside the
 * close, or the close itself on the day of the entry (entries fill at the close). Direction, status
 * and dates stay, as the grid's visible days show them.
 */
export function lockDelayedFuturesPrices(row: Signal): Signal {
  return { ...row, entryPrice: LOCKED, currentPrice: LOCKED, pnl: LOCKED, pnlPercentage: LOCKED };
}

/** A signals row the viewer may not see at all (crypto for visitors): only the name stays. */
export function lockedSignal(row: Signal): Signal {
  return {
    ...row,
    signal: LOCKED,
    entryPrice: LOCKED,
    currentPrice: LOCKED,
    pnl: LOCKED,
    pnlPercentage: LOCKED,
    status: 'locked',
    entryDate: null,
    asOf: null,
    delayed: false,
  };
}
