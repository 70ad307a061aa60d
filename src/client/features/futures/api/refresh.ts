/** Spec 02 §7: portfolio and tabs refetch every 5 minutes and again on a 10-minute timer, stale after 2 minutes. */
export const FUTURES_REFETCH_MS = 5 * 60_000;
export const FUTURES_TIMER_MS = 10 * 60_000;
export const FUTURES_STALE_MS = 2 * 60_000;
/** The blotter: every 60 s, stale after 30 s. */
export const BLOTTER_REFETCH_MS = 60_000;
export const BLOTTER_STALE_MS = 30_000;
