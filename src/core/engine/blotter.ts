import { levelsOf } from './breakout';
import type { InstrumentRun } from './run-instrument';
import { tickDecimals } from '../markets/price-format';
export { tickDecimals };

/**
 * The next session's instruction for one instrument (the futures blotter). Fills happen at the
 * close, so an instruction is a conditional market-on-close order, given only when the trigger is
 * within one N of the last close ('' otherwise: nothing to prepare). A position change today is
 * reported first, with the exit level that now protects the new position.
 */
export function blotterInstruction(run: InstrumentRun, fmt: (price: number) => string): string {
  const days = run.days;
  const last = days[days.length - 1];
  if (!last) return '';
  const prev = days.at(-2)?.position ?? 0;
  const lv = levelsOf(run.state);
  const open = run.state.open;
  const n = lv.n ?? 0;
  if (last.position !== prev) {
    if (last.position === 0) return `Exited ${prev === 1 ? 'long' : 'short'} at ${fmt(last.close)}; flat`;
    const side = last.position === 1 ? 'long' : 'short';
    const exit = last.position === 1 ? 'below' : 'above';
    return `Entered ${side} ${open?.qty ?? 0} at ${fmt(last.close)}; exit on a close ${exit} ${fmt(lv.stop ?? last.close)}`;
  }
  if (last.position === 1 && lv.stop !== null && last.close - lv.stop <= n) {
    return `Sell ${open?.qty ?? 0} at the close if below ${fmt(lv.stop)}`;
  }
  if (last.position === -1 && lv.stop !== null && lv.stop - last.close <= n) {
    return `Buy ${open?.qty ?? 0} to cover at the close if above ${fmt(lv.stop)}`;
  }
  if (last.position === 0 && lv.entryHigh !== null && lv.entryLow !== null) {
    if (lv.entryHigh - last.close <= n)
      return `Buy ${run.state.opts.size(lv.n, lv.entryHigh)} at the close if above ${fmt(lv.entryHigh)}`;
    if (!run.state.opts.longOnly && last.close - lv.entryLow <= n) {
      return `Sell short ${run.state.opts.size(lv.n, lv.entryLow)} at the close if below ${fmt(lv.entryLow)}`;
    }
  }
  return '';
}

/** Formats a price on the instrument's tick grid (e.g. 1/64 for notes prints 6 decimals). */
export function priceFormatter(tickSize: number): (price: number) => string {
  const decimals = tickDecimals(tickSize);
  return (price) => (Math.round(price / tickSize) * tickSize).toFixed(decimals);
}
