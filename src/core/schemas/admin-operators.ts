import { z } from 'zod';
import { emailSchema, newPasswordSchema } from './auth';
import { line } from './single-line';

/** Named operators, their TOTP enrolment, sign-in and sessions (decision 0053). */
export const OPERATOR_ROLES = ['owner', 'staff'] as const;
export type OperatorRoleName = (typeof OPERATOR_ROLES)[number];

/** POST /api/admin/operators: the owner invites an operator by email. */
export const operatorInviteSchema = z.strictObject({
  email: emailSchema,
  role: z.enum(OPERATOR_ROLES, 'Role must be owner or staff'),
});
export type OperatorInvite = z.input<typeof operatorInviteSchema>;

/** PATCH /api/admin/operators/:id: change the role, or disable (ends their sessions) and enable again. */
export const operatorPatchSchema = z
  .strictObject({
    role: z.enum(OPERATOR_ROLES, 'Role must be owner or staff').optional(),
    disabled: z.boolean().optional(),
  })
  .refine(
    (v) => v.role !== undefined || v.disabled !== undefined,
    'Nothing to change: send role or disabled',
  );

export const OPERATOR_STATUSES = ['invited', 'active', 'disabled'] as const;
export const operatorSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(OPERATOR_ROLES),
  status: z.enum(OPERATOR_STATUSES),
  invitedBy: z.string(),
  createdAt: z.string(),
  activatedAt: z.string().nullable(),
  inviteExpiresAt: z.string().nullable(),
});
export type Operator = z.infer<typeof operatorSchema>;
export const operatorsListSchema = z.object({ operators: z.array(operatorSchema) });
/** The invite answer carries the link once (also mailed), so the owner can pass it on. */
export const operatorInvitedSchema = z.object({ operator: operatorSchema, inviteUrl: z.string() });

const tokenField = line({ error: 'This invite link is not valid' })
  .min(1, 'This invite link is not valid')
  .max(200);
/** A 6-digit authenticator code, or (at sign-in) one of the recovery codes. */
const codeField = line({ error: 'Please enter the code from your authenticator app' })
  .trim()
  .min(1, 'Please enter the code from your authenticator app')
  .max(20, 'Please enter the code from your authenticator app');

export const inviteQuerySchema = z.strictObject({ token: tokenField });
export const inviteInfoSchema = z.object({ email: z.string(), role: z.enum(OPERATOR_ROLES) });
export const inviteTokenSchema = z.strictObject({ token: tokenField });
/** The TOTP secret to add to an authenticator app: as text, as an otpauth:// link and as a QR code image. */
export const enrolmentSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrDataUrl: z.string(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

const PASSWORDS_MATCH = { error: "Passwords don't match", path: ['confirmPassword'] };
/** POST /api/admin/operators/invite/accept: password (the member rules) + the first authenticator code. */
export const inviteAcceptSchema = z
  .strictObject({
    token: tokenField,
    password: newPasswordSchema,
    confirmPassword: line({ error: "Passwords don't match" }).max(128),
    code: codeField,
  })
  .refine((d) => d.password === d.confirmPassword, {
    ...PASSWORDS_MATCH,
    when: (p) => typeof (p.value as { confirmPassword?: unknown })?.confirmPassword === 'string',
  });
export type InviteAccept = z.input<typeof inviteAcceptSchema>;
/** Shown once: each recovery code signs in once in place of an authenticator code. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** POST /api/admin/operator-login: email, password and the authenticator code, all three every time. */
export const operatorLoginSchema = z.strictObject({
  email: line({ error: 'Please enter your email' }).trim().min(1, 'Please enter your email').max(254),
  password: line({ error: 'Please enter your password' }).min(1, 'Please enter your password').max(256),
  code: codeField,
});
export type OperatorLogin = z.input<typeof operatorLoginSchema>;

/** GET /api/admin/me: who this admin session is. */
export const adminMeSchema = z.object({
  operator: z.string(),
  email: z.string().nullable(),
  role: z.enum(OPERATOR_ROLES),
  named: z.boolean(),
});
export type AdminMe = z.infer<typeof adminMeSchema>;

export const adminSessionRowSchema = z.object({
  id: z.string(),
  operator: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export type AdminSessionRow = z.infer<typeof adminSessionRowSchema>;
export const adminSessionsListSchema = z.object({ sessions: z.array(adminSessionRowSchema) });
export const sessionIdParamsSchema = z.strictObject({
  id: line().regex(/^[0-9a-f]{64}$/, 'Unknown session'),
});

/** GET/POST /api/admin/shared-password: the shared admin password on or off (off needs a named owner). */
export const sharedPasswordStateSchema = z.object({ enabled: z.boolean(), namedOwners: z.number() });
export const sharedPasswordSetSchema = z.strictObject({ enabled: z.boolean() });
