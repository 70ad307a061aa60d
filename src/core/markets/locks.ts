import type { Viewer } from '../access';
import { LOCKED } from '../access';
import type { CryptoContentResponse, EquitiesContentResponse, FuturesInstrument, FuturesTabsResponse, Signal } from '../schemas/markets';

/**
 * Every premium lock of the market pages, in one place (spec 01 §6, spec 02 §6). The server builds
 * the full answer, then passes each row through these functions before serialising, so a locked
 * value never leaves the server. "Signed in, not premium" locks exactly like anonymous.
 */
type FuturesTabRow = FuturesTabsResponse['age']['data'][number];
type EquityRow = EquitiesContentResponse['rows'][number];
type CryptoRow = CryptoContentResponse['rows'][number];

export const FUTURES_PREVIEW_PREFIX = 'ES';
/** Non-premium viewers see the oldest 15 of the 30 grid days of non-ES futures. */
export const FUTURES_FREE_DAYS = 15;
/** Anonymous and free viewers lose the most recent 10 of 30 equity days (AAPL stays open). */
export const EQUITIES_LOCKED_DAYS = 10;
export const EQUITIES_OPEN_SYMBOL = 'AAPL';
/** Free crypto viewers see the oldest 6 of 16 day columns. */
export const CRYPTO_FREE_DAYS = 6;
export const CRYPTO_OPEN_CHART_SYMBOL = 'BTC';
export const BLOTTER_LOCKED = 'Premium';
export const BLOTTER_PREVIEW = 'Preview access - Live signals available with premium subscription';

const premium = (v: Viewer) => v === 'premium';

export function isFuturesPreview(symbol: string): boolean {
  return symbol.startsWith(FUTURES_PREVIEW_PREFIX);
}

function lockAfter<T>(cells: T[], visible: number): Array<T | typeof LOCKED> {
  return cells.map((c, i) => (i < visible ? c : LOCKED));
}

/** Futures grid row: non-ES rows lose sizes, prices of entry, risk metrics and the recent days. */
export function lockFuturesInstrument(row: FuturesInstrument, viewer: Viewer): FuturesInstrument {
  if (premium(viewer) || isFuturesPreview(row.symbol)) return row;
  return {
    ...row,
    positions: lockAfter(row.positions, FUTURES_FREE_DAYS),
    change: LOCKED, // compares the two newest (locked) days
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

export function lockFuturesTabRow(row: FuturesTabRow, viewer: Viewer): FuturesTabRow {
  if (premium(viewer) || isFuturesPreview(row.symbol)) return row;
  return { ...row, daysInTrade: LOCKED, ote: LOCKED, rewardToRisk: LOCKED, power: LOCKED, band: LOCKED };
}

export function lockBlotterInstruction(symbol: string, instruction: string, viewer: Viewer): string {
  if (premium(viewer)) return instruction;
  if (!isFuturesPreview(symbol)) return BLOTTER_LOCKED;
  return instruction || BLOTTER_PREVIEW;
}

/** Expandable long/short/flat lists are premium only (both pages). */
export function lockLists<T>(lists: T, viewer: Viewer): T | null {
  return premium(viewer) ? lists : null;
}

export function lockEquityRow(row: EquityRow, viewer: Viewer): EquityRow {
  if (premium(viewer) || row.symbol === EQUITIES_OPEN_SYMBOL) return row;
  return {
    ...row,
    positions: lockAfter(row.positions, row.positions.length - EQUITIES_LOCKED_DAYS),
    change: LOCKED,
    chartImageUrl: null,
  };
}

/** Crypto needs a signed-in viewer (the route answers 401 before this). */
export function lockCryptoRow(row: CryptoRow, viewer: Viewer): CryptoRow {
  if (premium(viewer)) return row;
  return {
    ...row,
    positions: lockAfter(row.positions, CRYPTO_FREE_DAYS),
    stop: LOCKED,
    fortyDayHigh: LOCKED,
    change: LOCKED,
    chartImageUrl: row.symbol === CRYPTO_OPEN_CHART_SYMBOL ? row.chartImageUrl : null,
  };
}

/**
 * Crypto reports: the portfolio balance chart is the published track record of the model account
 * (no open position can be read from it), so every signed-in viewer gets it; the full performance
 * report (PDF, with positions and trades) is premium only.
 */
export function cryptoReportAccess(viewer: Viewer): { balanceChart: boolean; performancePdf: boolean } {
  return { balanceChart: viewer !== 'anonymous', performancePdf: premium(viewer) };
}

type SignalRow = Signal;
/** The one symbol of each market that every viewer sees in full (ES*, AAPL, BTC). */
export function isOpenSymbol(market: SignalRow['market'], symbol: string): boolean {
  if (market === 'futures') return isFuturesPreview(symbol);
  return symbol === (market === 'equities' ? EQUITIES_OPEN_SYMBOL : CRYPTO_OPEN_CHART_SYMBOL);
}

/**
 * The signals list follows the market pages: direction and current price are public (as the
 * futures grid's position type and last price), entry price, date and P&L of a non-open symbol
 * are premium, like the futures initPrice and OTE.
 */
export function lockSignal(row: SignalRow, viewer: Viewer): SignalRow {
  if (premium(viewer) || isOpenSymbol(row.market, row.symbol)) return row;
  return { ...row, entryPrice: LOCKED, pnl: LOCKED, pnlPercentage: LOCKED, entryDate: null };
}
