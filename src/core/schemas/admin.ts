import { z } from 'zod';
import { line } from './single-line';
import { pageQuery, searchQuery, sortQuery } from './list-query';
import { subscriberBillingSchema } from './billing';

/** Admin gate, panel and subscriber management (spec 02 §5, §7, §9). */

export const MIN_ADMIN_PASSWORD = 4;

export const adminLoginSchema = z.strictObject({
  password: line().min(1, 'Please enter the admin password').max(200),
});

/** The dialog's three fields; the server receives only current and new (spec §7). */
export const changePasswordFormSchema = z
  .object({
    currentPassword: line().min(1, 'Please fill in all fields'),
    newPassword: line().min(1, 'Please fill in all fields'),
    confirmPassword: line().min(1, 'Please fill in all fields'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'New passwords do not match',
    path: ['confirmPassword'],
  })
  .refine((v) => v.newPassword.length >= MIN_ADMIN_PASSWORD, {
    message: 'New password must be at least 4 characters long',
    path: ['newPassword'],
  });

export const changePasswordSchema = z.strictObject({
  currentPassword: line().min(1, 'Please fill in all fields').max(200),
  newPassword: line()
    .min(1, 'Please fill in all fields')
    .min(MIN_ADMIN_PASSWORD, 'New password must be at least 4 characters long')
    .max(200, 'New password must be at most 200 characters long'),
});

export const adminSessionSchema = z.object({ authenticated: z.boolean() });

// ---- Subscribers -----------------------------------------------------------------------------

export const SUBSCRIPTION_TIERS = ['free', 'individual', 'professional', 'institution'] as const;
export const SUBSCRIPTION_STATUSES = ['active', 'trial', 'cancelled', 'expired'] as const;
export const SUBSCRIBER_SORT_FIELDS = [
  'createdAt',
  'firstName',
  'lastName',
  'email',
  'subscriptionTier',
  'subscriptionStatus',
  'totalRevenue',
  'lastLoginAt',
] as const;
export const SUBSCRIBERS_PAGE_SIZE = 20;

// No defaults here: the database supplies them on create, and a partial PATCH must not reset fields.
const optionalText = (max: number) => line().trim().max(max, `Must be at most ${max} characters`).optional();

export const subscriberInputSchema = z.strictObject({
  email: line().trim().min(1, 'Email is required').email('Please enter a valid email address').max(254),
  firstName: optionalText(100),
  lastName: optionalText(100),
  company: optionalText(200),
  phone: optionalText(50),
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS, 'Choose a subscription tier').optional(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES, 'Choose a subscription status').optional(),
  paymentMethod: optionalText(100),
  notes: z.string().trim().max(5000, 'Must be at most 5000 characters').optional(), // several lines
  referralSource: optionalText(200),
  // Optional like every field but the email (spec §5): a cleared field means no revenue, '0'.
  totalRevenue: z
    .string()
    .trim()
    .regex(/^(\d{1,10}(\.\d{1,2})?)?$/, 'Total revenue must be a positive amount with at most 2 decimals')
    .transform((v) => v || '0')
    .optional(),
  isActive: z.boolean().optional(),
});
export type SubscriberInput = z.input<typeof subscriberInputSchema>;

export const NOTHING_TO_CHANGE = 'Nothing to change: send at least one field';
/** A partial edit must change something: `{}` is a 400 with this message, never an empty UPDATE. */
export const subscriberPatchSchema = subscriberInputSchema
  .partial()
  .refine((p) => Object.values(p).some((v) => v !== undefined), NOTHING_TO_CHANGE);

/** Query of GET /api/admin/subscribers; filters are absent when 'all'. */
export const subscribersQuerySchema = z.strictObject({
  ...pageQuery(SUBSCRIBERS_PAGE_SIZE),
  ...sortQuery(SUBSCRIBER_SORT_FIELDS, 'createdAt'),
  search: searchQuery(),
  filterTier: z.enum(SUBSCRIPTION_TIERS, 'Unknown tier filter').optional(),
  filterStatus: z.enum(SUBSCRIPTION_STATUSES, 'Unknown status filter').optional(),
  filterActive: z.enum(['true', 'false'], 'Account status filter must be true or false').optional(),
});
export type SubscribersQuery = z.infer<typeof subscribersQuerySchema>;

export const subscriberSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  subscriptionTier: z.string(),
  subscriptionStatus: z.string(),
  paymentMethod: z.string().nullable(),
  notes: z.string().nullable(),
  referralSource: z.string().nullable(),
  totalRevenue: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** The plan facts of the account with this email; null when no account has it. */
  billing: subscriberBillingSchema.nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;
export const subscribersListSchema = z.object({ subscribers: z.array(subscriberSchema), total: z.number() });
export type SubscribersList = z.infer<typeof subscribersListSchema>;
