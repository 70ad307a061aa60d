import { z } from 'zod';
import { EMAIL_MESSAGE } from './sign-in';
import { line } from './single-line';

// The sign-in half is a module of its own, built in a task of its own before this one (router.tsx).
export * from './sign-in';

// Option lists of the registration form (spec 01 §3), in the spec's order.
export const DESCRIPTIONS = [
  'Individual Investor',
  'Student',
  'Family Office',
  'Fund Manager',
  'Prop Trader',
] as const;
export const REFERRAL_SOURCES = ['Google', 'Twitter', 'YouTube', 'LinkedIn', 'Traders Fulcrum'] as const;
export const MARKETS = [
  'Fixed Income',
  'Equity Indices',
  'FX',
  'Metals',
  'Energy',
  'Grains',
  'Softs',
  'Livestock',
  'Cryptos',
  'Individual Equities',
] as const;

export const emailSchema = line({ error: EMAIL_MESSAGE })
  .trim()
  .max(254, EMAIL_MESSAGE)
  .pipe(z.email({ error: EMAIL_MESSAGE }));

/** The five strength checks (spec 01 §5); the meter counts the met ones, the schema needs all. */
export const PASSWORD_CHECKS = [
  {
    label: 'At least 8 characters',
    test: (p: string) => p.length >= 8,
    message: 'Password must be at least 8 characters',
  },
  {
    label: 'One uppercase letter',
    test: (p: string) => /[A-Z]/.test(p),
    message: 'Password must contain at least one uppercase letter',
  },
  {
    label: 'One lowercase letter',
    test: (p: string) => /[a-z]/.test(p),
    message: 'Password must contain at least one lowercase letter',
  },
  {
    label: 'One number',
    test: (p: string) => /[0-9]/.test(p),
    message: 'Password must contain at least one number',
  },
  {
    label: 'One special character',
    test: (p: string) => /[^A-Za-z0-9]/.test(p),
    message: 'Password must contain at least one special character',
  },
] as const;

export type PasswordStrength = 'Weak' | 'Medium' | 'Strong';

/** Fewer than 2 checks met is Weak, 2-3 Medium, 4 or more Strong (spec 01 §5). */
export function passwordStrength(password: string): { met: number; strength: PasswordStrength } {
  const met = PASSWORD_CHECKS.filter((c) => c.test(password)).length;
  return { met, strength: met < 2 ? 'Weak' : met < 4 ? 'Medium' : 'Strong' };
}

// 128 characters is far beyond any passphrase and keeps argon2 work bounded.
export const newPasswordSchema = PASSWORD_CHECKS.reduce(
  (s, c) => s.refine(c.test, { error: c.message, abort: c.message === PASSWORD_CHECKS[0].message }),
  line({ error: 'Password must be at least 8 characters' }).max(
    128,
    'Password must be at most 128 characters',
  ),
);

const PASSWORDS_MATCH = { error: "Passwords don't match", path: ['confirmPassword'] };
// Run the match check whenever both values are strings, even if other fields are still invalid.
const whenBothPasswords = (payload: { value: unknown }) => {
  const v = payload.value as { password?: unknown; confirmPassword?: unknown; newPassword?: unknown };
  return typeof v?.confirmPassword === 'string';
};

const optionalText = (max: number, message: string) =>
  line()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : undefined));

export const mobileSchema = line()
  .trim()
  .max(32, 'Please enter a valid mobile number')
  .regex(/^(\+?[\d\s().-]{6,32})?$/, 'Please enter a valid mobile number');

/** POST /api/register. Unknown fields (e.g. isPaidSubscriber) are stripped, never stored. */
export const registerSchema = z
  .object({
    email: emailSchema,
    firstName: line({ error: 'First name is required' })
      .trim()
      .min(1, 'First name is required')
      .max(100, 'First name is too long'),
    lastName: line({ error: 'Last name is required' })
      .trim()
      .min(1, 'Last name is required')
      .max(100, 'Last name is too long'),
    password: newPasswordSchema,
    confirmPassword: line({ error: "Passwords don't match" }),
    description: z.enum(DESCRIPTIONS, { error: 'Please select how you describe yourself' }),
    referredBy: z.enum(REFERRAL_SOURCES, { error: 'Please select how you heard about us' }),
    mobile: mobileSchema.optional().transform((v) => (v ? v : undefined)),
    invitationCode: optionalText(64, 'Invitation code is too long'),
    marketsInterested: z
      .array(z.enum(MARKETS, { error: 'Please select at least one market' }), {
        error: 'Please select at least one market',
      })
      .min(1, 'Please select at least one market')
      .max(MARKETS.length),
    accreditedInvestor: z.boolean().default(false),
    agreementAccepted: z
      .boolean({ error: 'You must accept the terms and conditions' })
      .refine((v) => v === true, { error: 'You must accept the terms and conditions' }),
    captchaToken: line({ error: 'Please complete the captcha verification' })
      .min(1, 'Please complete the captcha verification')
      .max(2000, 'Please complete the captcha verification'),
  })
  .refine((d) => d.password === d.confirmPassword, { ...PASSWORDS_MATCH, when: whenBothPasswords });
export type RegisterInput = z.input<typeof registerSchema>;

export const okMessageSchema = z.object({ ok: z.literal(true), message: z.string() });

/** GET /api/captcha: a sum of two numbers 1-10 and the signed challenge it belongs to. */
export const captchaChallengeSchema = z.object({ a: z.number(), b: z.number(), challenge: z.string() });
export const captchaVerifySchema = z.object({
  challenge: line().min(1).max(2000),
  answer: z.coerce.number({ error: 'Please enter the answer' }).int('Please enter the answer'),
});
export const captchaPassSchema = z.object({ captchaToken: z.string() });

export const forgotPasswordSchema = z.object({ email: emailSchema });

/** POST /api/reset-password: the mailed token and a new password with the same strength rules. */
export const resetPasswordSchema = z
  .object({
    token: line()
      .min(10, 'This reset link is invalid or has expired.')
      .max(200, 'This reset link is invalid or has expired.'),
    password: newPasswordSchema,
    confirmPassword: line({ error: "Passwords don't match" }),
  })
  .refine((d) => d.password === d.confirmPassword, { ...PASSWORDS_MATCH, when: whenBothPasswords });

export const confirmEmailSchema = z.object({
  token: line()
    .min(10, 'This confirmation link is invalid or has expired.')
    .max(200, 'This confirmation link is invalid or has expired.'),
});

/** A new password equal to the current one changes nothing: refused (settings and reset). */
export const SAME_PASSWORD = 'Your new password must be different from your current password';

/** POST /api/reset-password/check: the reset page asks on load whether its link still works. */
export const resetTokenCheckSchema = z.object({ token: line().max(200) });
/** Its answer: always 200 (an old link is a normal outcome, not a failed request). */
export const resetTokenStateSchema = z.object({ valid: z.boolean(), message: z.string() });

/** POST /api/account/password (settings). */
export const changePasswordSchema = z
  .object({
    currentPassword: line().min(1, 'Please enter your current password').max(256),
    password: newPasswordSchema,
    confirmPassword: line({ error: "Passwords don't match" }),
  })
  .refine((d) => d.password === d.confirmPassword, { ...PASSWORDS_MATCH, when: whenBothPasswords })
  .refine((d) => d.password !== d.currentPassword, {
    path: ['password'],
    message: SAME_PASSWORD,
    when: whenBothPasswords,
  });

/** POST /api/account/mobile (settings); an empty value removes the number. */
export const changeMobileSchema = z.object({ mobile: mobileSchema });

/** GET /api/profile: the account as the profile page shows it (never the password hash). */
export const profileSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobile: z.string().nullable(),
  status: z.string(),
  description: z.string(),
  referredBy: z.string(),
  marketsInterested: z.array(z.string()),
  accreditedInvestor: z.boolean(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  isPremium: z.boolean(),
  canAccessFutures: z.boolean(),
  canAccessEquities: z.boolean(),
  canAccessCryptos: z.boolean(),
});
export type ProfileDto = z.infer<typeof profileSchema>;
