import { MAX_CATCH_UP_MS, MS_PER_DAY_AT_1X } from './constants';

/**
 * The server's game clock, computed lazily from timestamps: real time since the last tick
 * (at most MAX_CATCH_UP_MS of it) times the speed, plus the carried remainder, makes whole
 * trading days; what is left over is carried to the next tick.
 */
export function advanceClock(o: {
  carryMs: number;
  lastTickAt: number;
  now: number;
  speed: number;
  msPerDay?: number;
  maxCatchUpMs?: number;
}): { days: number; carryMs: number } {
  const msPerDay = o.msPerDay ?? MS_PER_DAY_AT_1X;
  const elapsed = Math.min(Math.max(0, o.now - o.lastTickAt), o.maxCatchUpMs ?? MAX_CATCH_UP_MS);
  const total = o.carryMs + elapsed * o.speed;
  const days = Math.floor(total / msPerDay);
  return { days, carryMs: total - days * msPerDay };
}
