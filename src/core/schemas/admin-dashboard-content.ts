import { z } from 'zod';
import { marketHolidayOn } from '../markets/us-market-holidays';
import { weekendName, withDateWindow } from './date-window';

/** The futures dashboard's editable content (spec 02 §3): weekly thoughts and the events calendar. */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written 'YYYY-MM-DD' (2026-02-30 is not one; 0000-00-00 is no date at all). */
export const isCalendarDay = (v: string) => {
  const day = DAY.test(v) ? new Date(`${v}T00:00:00Z`) : null;
  return !!day && !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v;
};

export const weeklyThoughtInputSchema = z.strictObject({
  week: z.string().trim().min(1, 'Week is required').max(100, 'Week must be at most 100 characters'),
  quote: z.string().trim().min(1, 'Quote is required').max(300, 'Quote must be at most 300 characters'),
  content: z
    .string()
    .trim()
    .min(1, 'Content is required')
    .max(3000, 'Content must be at most 3000 characters'),
  publishedAt: z.iso.datetime({ offset: true, message: 'Published date is required' }),
  isActive: z.boolean().default(true),
});
export type WeeklyThoughtInput = z.input<typeof weeklyThoughtInputSchema>;

/**
 * The same, with the published date between 2000-01-01 and one year ahead of `now`: form and
 * server. A thought dated later than today is kept and shown on the dashboard from its date on.
 */
export const weeklyThoughtInputSchemaAt = (now: Date) =>
  withDateWindow(weeklyThoughtInputSchema, 'publishedAt', 'Published date', now);

export const weeklyThoughtSchema = z.object({
  id: z.number(),
  week: z.string(),
  quote: z.string(),
  content: z.string(),
  publishedAt: z.string(),
  isActive: z.boolean(),
});
export type WeeklyThought = z.infer<typeof weeklyThoughtSchema>;

/** The message for an event put on a day the markets are closed (holidays are listed by themselves). */
export const holidayMessage = (name: string) => `Markets are closed that day (${name}); pick a trading day`;
/** The message for an event put on a weekend (events are on trading days only). */
export const weekendMessage = (day: 'Saturday' | 'Sunday') =>
  `Markets are closed on ${day}s; pick a trading day (Monday to Friday)`;

export const dashboardEventInputSchema = z.strictObject({
  eventDate: z
    .string()
    .trim()
    .min(1, 'Date is required')
    .refine(isCalendarDay, 'Date must be a calendar day (YYYY-MM-DD)')
    .superRefine((day, ctx) => {
      if (!isCalendarDay(day)) return;
      const weekend = weekendName(day);
      if (weekend) return ctx.addIssue({ code: 'custom', message: weekendMessage(weekend) });
      const holiday = marketHolidayOn(day);
      if (holiday) ctx.addIssue({ code: 'custom', message: holidayMessage(holiday.name) });
    }),
  event: z.string().trim().min(1, 'Event is required').max(200, 'Event must be at most 200 characters'),
  isActive: z.boolean().default(true),
});
export type DashboardEventInput = z.input<typeof dashboardEventInputSchema>;

/** The same, with the day between 2000-01-01 and one year ahead of `now`: form and server. */
export const dashboardEventInputSchemaAt = (now: Date) =>
  withDateWindow(dashboardEventInputSchema, 'eventDate', 'Date', now);

export const dashboardEventSchema = z.object({
  id: z.number(),
  eventDate: z.string(),
  event: z.string(),
  isActive: z.boolean(),
});
export type DashboardEvent = z.infer<typeof dashboardEventSchema>;

/** The admin's events list: from today on, or every event with `past=1`. */
export const dashboardEventsQuerySchema = z.strictObject({ past: z.enum(['0', '1']).optional() });
