import { z } from 'zod';
import { line } from './single-line';

/**
 * The sign-in half of the account schemas (spec 01 §3, §5): the login form, its second-step code and
 * the sign-in check. A module apart from ./auth.ts, which re-exports it, so a phone builds the account
 * schemas in two shorter tasks instead of one long one (decision 0072).
 */

export const RISK_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const EMAIL_MESSAGE = 'Please enter a valid email address';

/** Second-step code: digits only, exactly 6, trimmed (spec 01 §5). */
export const mfaCodeSchema = line()
  .trim()
  .regex(/^\d{6}$/, 'Please enter the 6-digit code');

/** The code step's form (the /mfa-verification page and the modal inside /login). */
export const codeStepSchema = z.object({ code: mfaCodeSchema });

/**
 * The sign-in check (decision 0048): past an account's failure budget a browser solves an
 * ALTCHA proof-of-work challenge bound to that account before its password is tried.
 */
const hex = (max: number) =>
  z
    .string()
    .regex(/^[0-9a-f]*$/)
    .max(max);
export const signInCheckSchema = z.object({
  parameters: z.object({
    algorithm: z.literal('SHA-256'),
    cost: z.number().int().min(1).max(10),
    data: z.object({ account: hex(64), exp: z.number().int() }),
    keyLength: z.number().int().min(1).max(64),
    keyPrefix: hex(128),
    keySignature: hex(128).optional(),
    nonce: hex(64),
    salt: hex(64),
  }),
  signature: hex(128),
});
export type SignInCheck = z.infer<typeof signInCheckSchema>;
export const signInProofSchema = z.object({
  challenge: signInCheckSchema,
  solution: z.object({ counter: z.number().int().min(0).max(4_294_967_295), derivedKey: hex(128) }),
});

/** POST /api/login (spec 01 §3). */
const loginEmail = line().trim().min(1, 'Please enter both email and password').max(254, EMAIL_MESSAGE);
export const loginSchema = z.object({
  email: loginEmail,
  password: line().min(1, 'Please enter both email and password').max(256, 'Invalid email or password'),
  mfaCode: mfaCodeSchema.optional(),
  proof: signInProofSchema.optional(),
});
export const signInCheckRequestSchema = z.object({ email: loginEmail });
export type LoginInput = z.input<typeof loginSchema>;

export const loginResultSchema = z.object({
  mfaRequired: z.boolean(),
  riskLevel: z.enum(RISK_LEVELS),
  reasons: z.array(z.string()),
});
export type LoginResult = z.infer<typeof loginResultSchema>;
