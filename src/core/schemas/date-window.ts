import type { z } from 'zod';

/**
 * Dates an operator types that are surely typos never go live: videos, weekly thoughts and
 * dashboard events lie between 2000-01-01 and one year after today (UTC). Core has no clock: the
 * server passes its clock's now, the form the browser's; both get the same message for the field.
 */
export const EARLIEST_DAY = '2000-01-01';

/** Today (UTC) one year on: 2026-11-25 -> 2027-11-25 (Feb 29 -> Mar 1). */
export function latestDay(now: Date): string {
  const d = new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth(), now.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

/** The UTC day of an ISO timestamp or of a 'YYYY-MM-DD' day; null when it is neither. */
function dayOf(value: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : new Date(t).toISOString().slice(0, 10);
}

/** The message for a date outside the window (`label` names the field), or null when it is inside. */
export function dateWindowIssue(value: string, now: Date, label: string): string | null {
  const day = dayOf(value);
  if (!day) return null; // the field's own format check reports it
  const latest = latestDay(now);
  return day < EARLIEST_DAY || day > latest
    ? `${label} must be between ${EARLIEST_DAY} and ${latest} (one year ahead)`
    : null;
}

/**
 * Adds the window check on `field` to an input schema: the form's schema (`now` = the browser's clock)
 * and the server's check (`now` = the server's clock) are this same function.
 */
export function withDateWindow<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  field: string,
  label: string,
  now: Date,
) {
  return schema.superRefine((value, ctx) => {
    const v = value[field];
    const message = typeof v === 'string' ? dateWindowIssue(v, now, label) : null;
    if (message) ctx.addIssue({ code: 'custom', path: [field], message });
  });
}

/** Weekdays only: Saturday and Sunday have no session (holidays are checked by their own rule). */
export function weekendName(day: string): 'Saturday' | 'Sunday' | null {
  const wd = new Date(`${day}T00:00:00Z`).getUTCDay();
  return wd === 6 ? 'Saturday' : wd === 0 ? 'Sunday' : null;
}
