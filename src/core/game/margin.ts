import { MARGIN_PER_CONTRACT, MAX_MARGIN_FRACTION } from './constants';
import type { Side } from './fifo';

export type MarginCheck = { ok: true } | { ok: false; need: number; available: number };

/**
 * Spec 02 §5: margin is $500 per contract and may use at most 80% of equity (balance + open
 * trade equity). The requirement is that of the position the trade leaves (|net| x 500), so
 * stacking many small trades cannot get round it; a trade that shrinks the position (a cover or
 * a liquidation) always passes, so a losing player can still get out; a reversal is checked on
 * the position it opens, whatever its side.
 */
export function checkMargin(input: {
  side: Side;
  contracts: number;
  net: number;
  balance: number;
  ote: number;
}): MarginCheck {
  const after = input.net + (input.side === 'long' ? input.contracts : -input.contracts);
  // Only a pure reduction is free; a sell larger than the long opens a short and is checked.
  const reducesOnly = Math.abs(after) <= Math.abs(input.net) && Math.sign(after) !== -Math.sign(input.net);
  if (reducesOnly) return { ok: true };
  const need = Math.abs(after) * MARGIN_PER_CONTRACT;
  const available = MAX_MARGIN_FRACTION * (input.balance + input.ote);
  return need > available ? { ok: false, need, available } : { ok: true };
}

const dollars = (n: number) => `$${n.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

/** 'Need ${amount} margin. Available equity: ${equity}' (toast description and server message). */
export function insufficientMarginText(need: number, available: number): string {
  return `Need ${dollars(need)} margin. Available equity: ${dollars(available)}`;
}

/** Contract buttons are disabled when the game is not active or contracts x 500 exceeds the balance. */
export function contractChoiceDisabled(contracts: number, active: boolean, balance: number): boolean {
  return !active || contracts * MARGIN_PER_CONTRACT > balance;
}

/** Margin usage in percent: |net position| x 500 / net liquidating value. */
export function marginUsagePct(net: number, netLiquidatingValue: number): number {
  const used = Math.abs(net) * MARGIN_PER_CONTRACT;
  if (used === 0) return 0;
  if (netLiquidatingValue <= 0) return 100;
  return (used / netLiquidatingValue) * 100;
}

export type MeterColour = 'green' | 'yellow' | 'red';

/** Under 30% green, 30% to under 50% yellow, 50% or more red. */
export function marginMeterColour(pct: number): MeterColour {
  if (pct < 30) return 'green';
  if (pct < 50) return 'yellow';
  return 'red';
}

/** The meter's bar is capped at 100%. */
export function marginMeterWidth(pct: number): number {
  return Math.min(100, Math.max(0, pct));
}

/** Margin call (docs/features/trading-game.md): equity (net liquidating value) below the margin the position uses. */
export function marginCallDue(net: number, netLiquidatingValue: number): boolean {
  return net !== 0 && netLiquidatingValue < Math.abs(net) * MARGIN_PER_CONTRACT;
}
