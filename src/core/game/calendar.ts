import { STARTING_BALANCE } from './constants';

/**
 * The neutral calendar shown until the finish (docs/features/trading-game.md): every date field carries the game's
 * trading day number instead of the real date, so neither the period nor the stock can be looked
 * up. After the finish the real dates are shown.
 */
export function neutralDate(day: number): string {
  return `Day ${day}`;
}

/** 'Day 81 of 836' */
export function dayOfText(day: number, lastDay: number): string {
  return `Day ${day} of ${lastDay}`;
}

/**
 * ChartGame's yardstick: the starting $100,000 put into the stock at the first day's close and
 * held to the last played day's close.
 */
export function buyAndHoldPnL(firstClose: number, lastClose: number): number {
  return firstClose > 0 ? STARTING_BALANCE * (lastClose / firstClose - 1) : 0;
}

/** P&L as a percentage of the starting balance. */
export function returnPct(pnl: number): number {
  return (pnl / STARTING_BALANCE) * 100;
}
