/** Business constants of the futures trading simulator (spec 02 §9 "Simulator"). */
export const STARTING_BALANCE = 100_000;
/** One contract is 100 shares. */
export const CONTRACT_MULTIPLIER = 100;
export const MARGIN_PER_CONTRACT = 500;
/** At most 80% of equity (balance + open trade equity) may be used as margin. */
export const MAX_MARGIN_FRACTION = 0.8;
export const CONTRACT_CHOICES = [1, 2, 3, 4, 5, 10, 15, 20, 25, 30] as const;
export const DEFAULT_CONTRACTS = 1;

export const MIN_SPEED = 0.5;
export const MAX_SPEED = 5;
export const SPEED_STEP = 0.5;
export const DEFAULT_SPEED = 1;

export const AUTO_TRADE_COOLDOWN_MS = 3_000;
export const TRADE_ANIMATION_MS = 2_500;
/** The chart shows the last 80 bars; a game starts on day 80 so the first screen is full. */
export const CHART_BARS = 80;
export const DEFAULT_CURRENT_DAY = 80;

/**
 * Pace of the server clock: one trading day every 2 s at 1x, so 0.4 s at 5x and 4 s at 0.5x.
 * A 3-year window (~756 days) lasts ~25 min at 1x and ~5 min at 5x.
 */
export const MS_PER_DAY_AT_1X = 2_000;
/**
 * The clock advances lazily when the game is read. At most this much real time counts per
 * read, so a paused browser (which stops polling) does not come back to a jumped market.
 */
export const MAX_CATCH_UP_MS = 5_000;

/**
 * A manual order carries the day on the player's screen. If the clock has passed that day by at
 * most the days it runs in MAX_ORDER_LAG_MS (a poll that landed between the screen and the click,
 * a slow answer on a loaded server), the order fills at the current bar's close and says so; older
 * orders are refused (decision 0014): 15 days at 5x, 3 days at 1x and below.
 */
export const MAX_ORDER_LAG_MS = 6_000;
export function maxOrderLagDays(speed: number): number {
  return Math.max(3, Math.ceil((MAX_ORDER_LAG_MS * speed) / MS_PER_DAY_AT_1X));
}

/** What a late fill answers (the toast shows it). */
export function lateFillNote(filledDay: number, chartDay: number): string {
  return `Filled at Day ${filledDay} close; the market moved on from Day ${chartDay}`;
}

/** The neutral code the browser sees instead of the real symbol until the game is finished. */
export const MYSTERY_SYMBOL = 'MYSTERY';

/** While active the browser polls at max(1 s, 1 s / speed). */
export function pollIntervalMs(speed: number): number {
  return Math.max(1000, 1000 / speed);
}

export function isValidSpeed(speed: number): boolean {
  return (
    speed >= MIN_SPEED &&
    speed <= MAX_SPEED &&
    Math.abs(speed / SPEED_STEP - Math.round(speed / SPEED_STEP)) < 1e-9
  );
}
