import { formatFixed } from '../number-format';
import { UNIVERSE } from './universe';

/**
 * Prices as traders read them, on each market's tick: Treasuries in 32nds ("103'16.5" is 103 and
 * 16.5/32), everything else with exactly the decimals its tick needs (yen 0.0067415, euro 1.08425,
 * S&P 6,012.25). Pure, shared by the server's texts and charts and the client's tables.
 */

/** Decimals that write every multiple of the tick exactly (1/64 = 0.015625 needs 6). */
export function tickDecimals(tickSize: number): number {
  for (let d = 0; d < 10; d++) {
    const scaled = tickSize * 10 ** d;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-9) return d;
  }
  return 10;
}

/** Ticks of 1/32 or finer binary fractions of it (notes and bonds) are quoted in 32nds. */
export function quotedIn32nds(tickSize: number): boolean {
  return tickSize <= 1 / 32 && Number.isInteger(tickSize * 256) && tickSize * 256 >= 1;
}

function in32nds(abs: number, tickSize: number): string {
  const ticks = Math.round(abs / tickSize);
  const perPoint = Math.round(1 / tickSize);
  const whole = Math.floor(ticks / perPoint);
  const thirtySeconds = ((ticks % perPoint) * tickSize * 32).toFixed(tickDecimals(tickSize * 32));
  const [int = '0', rawFrac = ''] = thirtySeconds.split('.');
  const frac = rawFrac.replace(/0+$/, ''); // 16.50 reads 16.5, 08.0 reads 08
  return `${whole}'${int.padStart(2, '0')}${frac ? `.${frac}` : ''}`;
}

/** A price (or a change of price) on the tick grid of a market with this tick size. */
export function formatTickPrice(price: number, tickSize: number): string {
  if (!Number.isFinite(price)) return '---';
  const sign = price < 0 ? '-' : '';
  const abs = Math.abs(price);
  if (quotedIn32nds(tickSize)) return sign + in32nds(abs, tickSize);
  const d = tickDecimals(tickSize);
  const rounded = Math.round(abs / tickSize) * tickSize;
  return sign + formatFixed(rounded, d);
}

const TICKS = new Map(UNIVERSE.map((i) => [i.symbol, i.tickSize]));

/** The formatter of one symbol of the universe; two decimals for a symbol it does not know. */
export function priceFormatOf(symbol: string): (price: number) => string {
  const tick = TICKS.get(symbol) ?? 0.01;
  return (price) => formatTickPrice(price, tick);
}
