import { z } from 'zod';

/** Trials and granted access without a payment provider (docs/features/trials.md, decision 0030). */
export const TRIAL_PLANS = ['individual', 'professional'] as const;
export type TrialPlan = (typeof TRIAL_PLANS)[number];
export const PLAN_LABELS: Record<TrialPlan, string> = {
  individual: 'Individual',
  professional: 'Professional',
};

export const ACCESS_KINDS = ['trial', 'paid'] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];
export const ACCESS_KIND_LABELS: Record<AccessKind, string> = { trial: 'Free trial', paid: 'Paid access' };

/** Default trial length the grant dialog proposes. */
export const DEFAULT_TRIAL_DAYS = 14;
/** The member is mailed this many days before access ends. */
export const REMINDER_DAYS = 3;

/** POST /api/account/trial: a signed-in member starts a free trial of a plan, at once. */
export const trialRequestSchema = z.strictObject({
  plan: z.enum(TRIAL_PLANS, 'Please choose a plan'),
});
export type TrialRequestInput = z.infer<typeof trialRequestSchema>;

/**
 * The trial starts at once: its plan and end. A second trial (same account or email address) is a 409
 * with TRIAL_ALREADY_USED (schemas/billing.ts); a member with premium access already gets a 409 too.
 */
export const trialRequestAnswerSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  plan: z.enum(TRIAL_PLANS),
  trialEndsAt: z.string(),
});

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** YYYY-MM-DD of a day in UTC. */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Access ends at 00:00 UTC of its end date ("ends on"): the last full day is the day before. */
export const endsAtOf = (endsOn: string) => new Date(`${endsOn}T00:00:00Z`);

/**
 * POST /api/admin/registrations/:id/access: grant (or change) trial or paid access in one action.
 * The end date must be after `today` (the server passes its own day; the form passes the browser's).
 */
export const accessGrantSchema = (today: string) =>
  z.strictObject({
    kind: z.enum(ACCESS_KINDS, 'Please choose trial or paid access'),
    plan: z.enum(TRIAL_PLANS, 'Please choose a plan'),
    endsOn: z
      .string({ error: 'Please choose an end date' })
      .regex(ISO_DATE, 'Please choose an end date')
      .refine((d) => !Number.isNaN(endsAtOf(d).getTime()), 'Please choose an end date')
      .refine((d) => d > today, 'The end date must be after today'),
  });
export type AccessGrantInput = z.infer<ReturnType<typeof accessGrantSchema>>;
/** The grant's shape for the route declaration; the handler checks the date against the server's day. */
export const accessGrantShapeSchema = accessGrantSchema('');

export const accessSchema = z.object({
  kind: z.enum(ACCESS_KINDS),
  plan: z.enum(TRIAL_PLANS),
  startsAt: z.string(),
  endsOn: z.string(),
  /** Set once access ended (by the end date or the operator). */
  endedAt: z.string().nullable(),
});
export type Access = z.infer<typeof accessSchema>;

/** One row of the operator's "Trials and access" panel: an open request and/or current access. */
export const accessRowSchema = z.object({
  userId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: z.string(),
  request: z.object({ plan: z.enum(TRIAL_PLANS), requestedAt: z.string() }).nullable(),
  access: accessSchema.nullable(),
});
export type AccessRow = z.infer<typeof accessRowSchema>;
export const accessListSchema = z.object({ rows: z.array(accessRowSchema) });

/** GET /api/account/trial: what the member's dialog and profile show. */
export const myTrialSchema = z.object({
  request: z.object({ plan: z.enum(TRIAL_PLANS), requestedAt: z.string() }).nullable(),
  access: accessSchema.nullable(),
});
export type MyTrial = z.infer<typeof myTrialSchema>;
