import { levelsOfRun } from '../../../core/engine/run-instrument';
import { changeMarker } from '../../../core/engine/signals';
import { addDays } from '../../../core/engine/dates';
import { ALERT_MAX_AGE_DAYS } from '../../../core/markets/news-age';
import type { Market } from '../../../core/schemas/markets';
import type { LiveInstrument, MarketData } from '../../markets';
import { tickRound } from '../../markets';

/** One position change of the model account, as an alert lists it. */
export interface PositionChange {
  symbol: string;
  name: string;
  action: string;
  price: number;
  stop: number | null;
  date: string;
}

const ACTION: Record<string, string> = {
  'long-initiation': 'Long initiation',
  'short-initiation': 'Short initiation',
  liquidation: 'Liquidation',
  'reversal-to-long': 'Reversal to long',
  'reversal-to-short': 'Reversal to short',
};

/** The page a subscriber opens from an alert. */
export const MARKET_PAGE: Record<Market, string> = {
  futures: '/futures',
  equities: '/equities',
  crypto: '/cryptos',
};
export const MARKET_LABEL: Record<Market, string> = {
  futures: 'Futures',
  equities: 'Equities',
  crypto: 'Crypto',
};

/**
 * The change on an instrument's last final bar, if any: signals are taken at the close, so a forming
 * bar never alerts (it can still change before the close). Price = the close it was filled at; stop
 * = the exit level that now protects the new position (none after a liquidation).
 */
export function lastFinalChange(li: LiveInstrument): PositionChange | null {
  const days = li.base.days;
  const n = days.length;
  if (!n) return null;
  const marker = changeMarker(n > 1 ? days[n - 2].position : 0, days[n - 1].position);
  if (marker === 'none') return null;
  const stop = levelsOfRun(li.base).stop;
  return {
    symbol: li.row.symbol,
    name: li.row.name,
    action: ACTION[marker],
    price: tickRound(li, days[n - 1].close),
    stop: stop === null ? null : tickRound(li, stop),
    date: days[n - 1].date,
  };
}

/** Changes on the instruments a refresh just finalised, recent enough to be news. */
export function changesOf(
  data: MarketData,
  finalizedIds: readonly number[],
  today: string,
): PositionChange[] {
  const ids = new Set(finalizedIds);
  const since = addDays(today, -ALERT_MAX_AGE_DAYS);
  return data.instruments
    .filter((li) => ids.has(li.row.id))
    .map(lastFinalChange)
    .filter((c): c is PositionChange => c !== null && c.date >= since);
}

/** The newest final bar date among the finalised instruments: the session a daily summary is about. */
export function sessionOf(data: MarketData, finalizedIds: readonly number[]): string | null {
  const ids = new Set(finalizedIds);
  let d: string | null = null;
  for (const li of data.instruments) {
    const last = li.base.days.at(-1)?.date;
    if (ids.has(li.row.id) && last && (!d || last > d)) d = last;
  }
  return d;
}

/** Long / short / flat counts on the final bars (the daily summary's closing line). */
export function finalCounts(data: MarketData): { long: number; short: number; flat: number } {
  const c = { long: 0, short: 0, flat: 0 };
  for (const li of data.instruments) {
    const p = li.base.days.at(-1)?.position ?? 0;
    if (p === 1) c.long++;
    else if (p === -1) c.short++;
    else c.flat++;
  }
  return c;
}
