import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { refuseCommonPassword } from '../../lib/common-passwords';
import { AppError } from '../../../core/errors';
import { confirmEmailSchema, okMessageSchema, registerSchema } from '../../../core/schemas/auth';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { limitRoute } from '../../plugins/rate-limit';
import { consumeAccountToken, issueAccountToken } from './account-tokens';
import { consumeCaptchaPass } from './captcha';
import { AUTH_LIMITS } from './limits';
import { sendConfirmationMail } from './mails';
import { inTransaction } from '../../db/transaction';
import { findUserByEmail } from './users-repo';

export const DUPLICATE_EMAIL =
  'An account with this email address already exists. Please sign in or reset your password.';
export const BAD_CONFIRMATION = 'This confirmation link is invalid, expired or already used.';

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** POST /api/register (spec 01 §3, §5) and the confirmation of the mailed link. */
export default async function registerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  r.post(
    '/api/register',
    {
      config: limitRoute(app, AUTH_LIMITS.register),
      schema: { body: registerSchema, response: { 201: okMessageSchema } },
    },
    async (req, reply) => {
      const b = req.body;
      refuseCommonPassword(b.password);
      // The captcha is spent first, so a script cannot probe addresses without solving one each time.
      await consumeCaptchaPass(deps, b.captchaToken);
      const email = b.email.toLowerCase();
      const duplicate = () =>
        new AppError('CONFLICT', DUPLICATE_EMAIL, [{ path: 'email', message: DUPLICATE_EMAIL }]);
      if (await findUserByEmail(deps.db, email)) throw duplicate();

      const now = deps.clock.now();
      const passwordHash = await hashPassword(b.password); // slow: before the transaction opens
      let token: string;
      try {
        // The account and its confirmation token are one write: a failure leaves neither behind.
        token = await inTransaction(deps.db, async (tx) => {
          // Only the listed fields are stored; status, flags and isPaidSubscriber keep their defaults.
          const [row] = await tx
            .insert(users)
            .values({
              email,
              firstName: b.firstName,
              lastName: b.lastName,
              passwordHash,
              mobile: b.mobile ?? null,
              description: b.description,
              referredBy: b.referredBy,
              invitationCode: b.invitationCode ?? null,
              marketsInterested: b.marketsInterested,
              accreditedInvestor: b.accreditedInvestor,
              status: 'pending',
              ipAddress: req.ip,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: users.id });
          return issueAccountToken({ ...deps, db: tx }, row.id, 'confirm_email');
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw duplicate(); // two registrations racing for one address
        throw err;
      }

      await sendConfirmationMail(deps, { email, firstName: b.firstName }, token);
      reply.status(201);
      return {
        ok: true as const,
        message: 'Your account has been created. Please check your email for confirmation.',
      };
    },
  );

  // The page /confirm-email posts the token from the link's fragment, so it never reaches a log line.
  r.post(
    '/api/confirm-email',
    {
      config: limitRoute(app, AUTH_LIMITS.confirmIp),
      schema: { body: confirmEmailSchema, response: { 200: okMessageSchema } },
    },
    async (req) => {
      const userId = await consumeAccountToken(deps, req.body.token, 'confirm_email');
      if (!userId) throw new AppError('BAD_REQUEST', BAD_CONFIRMATION);
      const now = deps.clock.now();
      const [u] = await deps.db.select({ status: users.status }).from(users).where(eq(users.id, userId));
      if (u?.status === 'pending') {
        await deps.db
          .update(users)
          .set({ status: 'confirmed', confirmedAt: now, updatedAt: now })
          .where(eq(users.id, userId));
      }
      return { ok: true as const, message: 'Your email address is confirmed. You can now sign in.' };
    },
  );
}
