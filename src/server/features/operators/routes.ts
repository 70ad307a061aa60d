import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminOperatorsApi as api } from '../../../core/api/admin-operators';
import { AppError } from '../../../core/errors';
import { secureCookies } from '../../config';
import { operators } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { refuseWeakPassword } from '../../lib/password-policy';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { getSetting, setSetting } from '../../lib/settings';
import { hashToken, randomToken } from '../../lib/tokens';
import { serve } from '../../lib/serve-endpoint';
import {
  createAdminSession,
  deleteOperatorSessions,
  deleteSharedPasswordSessions,
  deleteStaleAdminSessions,
  listAdminSessions,
  revokeAdminSession,
  setAdminCookie,
} from '../../sessions/admin-sessions';
import { auditChange, recordAudit } from '../../lib/audit-log';
import { operatorInviteMail } from './mails';
import { operatorSignInThrottle } from './sign-in-throttle';
import {
  countNamedOwners,
  findOperator,
  findOperatorByEmail,
  findOperatorByInvite,
  listOperators,
  normalEmail,
  toOperator,
} from './repo';
import {
  checkTotp,
  enrolmentOf,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  sealSecret,
  totpKey,
} from './totp';

export const SHARED_PASSWORD_SETTING = 'admin_shared_password';
export const INVITE_DAYS = 7;
const INVITE_TTL_MS = INVITE_DAYS * 24 * 60 * 60_000;
/** One answer for every failed named sign-in: which of the three was wrong is not told. */
export const OPERATOR_SIGNIN_FAILED = 'Invalid email, password or authenticator code';
const INVITE_INVALID = 'This invite link is not valid or has expired';

/** Whether the shared admin password still opens the back office (on until a named owner turns it off). */
export async function sharedPasswordEnabled(app: FastifyInstance): Promise<boolean> {
  return (await getSetting(app.deps.db, SHARED_PASSWORD_SETTING)) !== 'off';
}

/** Named operators, their invites, TOTP enrolment, sign-in and sessions (issue 28, decision 0053). */
export default async function operatorRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const secure = secureCookies(app.deps.config);
  const key = totpKey(app.deps.signer);
  let dummyHash: Promise<string> | undefined;

  const throttle = operatorSignInThrottle(app);

  const operatorOf = (req: FastifyRequest) => {
    if (!req.adminOperator) throw new AppError('UNAUTHORIZED', 'Admin authentication required');
    return req.adminOperator;
  };

  serve(app, api.me, async (req) => {
    const op = operatorOf(req);
    return { operator: op.label, email: op.email, role: op.role, named: op.id !== null };
  });

  serve(app, api.list, async () => ({ operators: (await listOperators(db)).map(toOperator) }));

  serve(app, api.invite, async (req, reply) => {
    const op = operatorOf(req);
    const email = normalEmail(req.body.email);
    if (await findOperatorByEmail(db, email)) {
      throw new AppError('CONFLICT', 'There is already an operator with this email', [
        { path: 'email', message: 'There is already an operator with this email' },
      ]);
    }
    const token = randomToken();
    const now = clock.now();
    // The operator row and its audit row commit together; the invite mail goes out after the commit.
    const row = await inTransaction(db, async (tx) => {
      const [r] = await tx
        .insert(operators)
        .values({
          email,
          role: req.body.role,
          invitedBy: op.label,
          inviteTokenHash: hashToken(token),
          inviteExpiresAt: new Date(now.getTime() + INVITE_TTL_MS),
          createdAt: now,
        })
        .returning();
      await recordAudit(tx, req, { targetId: r.id, before: null, after: { email, role: r.role } });
      return r;
    });
    const inviteUrl = `${app.deps.config.PUBLIC_URL}/admin/accept-invite?token=${encodeURIComponent(token)}`;
    const mail = operatorInviteMail({
      invitedBy: op.label,
      role: row.role,
      url: inviteUrl,
      days: INVITE_DAYS,
    });
    await app.deps.mailer.send({
      kind: 'operator-invite',
      to: email,
      subject: 'Your TrendLab back office invite',
      ...mail,
    });
    return reply.status(201).send({ operator: toOperator(row), inviteUrl });
  });

  serve(app, api.update, async (req) => {
    const op = operatorOf(req);
    const row = await findOperator(db, req.params.id);
    if (!row) throw new AppError('NOT_FOUND', 'Operator not found');
    if (row.id === op.id && (req.body.disabled || req.body.role === 'staff')) {
      throw new AppError('CONFLICT', 'You cannot disable yourself or take away your own owner role');
    }
    const patch: Partial<typeof operators.$inferInsert> = {};
    if (req.body.role !== undefined) patch.role = req.body.role;
    if (req.body.disabled !== undefined) patch.disabledAt = req.body.disabled ? clock.now() : null;
    const view = (r: typeof row) => ({ role: r.role, disabled: r.disabledAt !== null });
    const updated = await inTransaction(db, async (tx) => {
      const [u] = await tx.update(operators).set(patch).where(eq(operators.id, row.id)).returning();
      if (u.disabledAt || u.role !== row.role) await deleteOperatorSessions(tx, row.id);
      await recordAudit(tx, req, { targetId: row.id, before: view(row), after: view(u) });
      return u;
    });
    return toOperator(updated);
  });

  async function invited(token: string) {
    const row = await findOperatorByInvite(db, hashToken(token));
    if (
      !row ||
      row.activatedAt ||
      row.disabledAt ||
      !row.inviteExpiresAt ||
      row.inviteExpiresAt <= clock.now()
    ) {
      throw new AppError('NOT_FOUND', INVITE_INVALID);
    }
    return row;
  }

  serve(app, api.inviteInfo, async (req) => {
    const row = await invited(req.query.token);
    return { email: row.email, role: row.role === 'owner' ? ('owner' as const) : ('staff' as const) };
  });

  // A new secret each time it is asked for (the page reloaded): only the last one shown is kept.
  serve(app, api.enrol, async (req) => {
    const row = await invited(req.body.token);
    const secret = newTotpSecret();
    await db
      .update(operators)
      .set({ totpSecret: sealSecret(key, secret) })
      .where(eq(operators.id, row.id));
    auditChange(req, { skip: true }); // nothing the operator did yet
    return enrolmentOf(row.email, secret);
  });

  serve(app, api.accept, async (req) => {
    const row = await invited(req.body.token);
    if (!row.totpSecret)
      throw new AppError('CONFLICT', 'Add the authenticator first (reload the invite page)');
    refuseWeakPassword(req.body.password, row.email);
    const step = await checkTotp(openSecret(key, row.totpSecret), req.body.code, clock.now(), null);
    if (step === null) {
      throw new AppError(
        'VALIDATION',
        'That code is not right: enter the current 6-digit code from your app',
        [{ path: 'code', message: 'That code is not right: enter the current 6-digit code from your app' }],
      );
    }
    const codes = newRecoveryCodes();
    const now = clock.now();
    const passwordHash = await hashPassword(req.body.password);
    await inTransaction(db, async (tx) => {
      await tx
        .update(operators)
        .set({
          passwordHash,
          totpLastStep: step,
          recoveryCodeHashes: codes.map(hashRecoveryCode),
          inviteTokenHash: null,
          inviteExpiresAt: null,
          activatedAt: now,
        })
        .where(eq(operators.id, row.id));
      await recordAudit(tx, req, {
        actor: { id: row.id, label: row.email },
        targetId: row.id,
        before: { status: 'invited' },
        after: { status: 'active' },
      });
    });
    return { recoveryCodes: codes };
  });

  serve(app, api.login, async (req, reply) => {
    const now = clock.now();
    const row = await findOperatorByEmail(db, req.body.email);
    await throttle.refuse(req, row?.id ?? null);
    const usable = row && row.activatedAt && !row.disabledAt && row.passwordHash && row.totpSecret;
    // A hash is checked even for an unknown email, so timing does not tell accounts apart.
    dummyHash ??= hashPassword(randomToken());
    const passwordOk = await verifyPassword(usable ? row.passwordHash! : await dummyHash, req.body.password);
    let signedIn = false;
    if (usable && passwordOk) {
      const code = req.body.code.trim();
      const step = await checkTotp(openSecret(key, row.totpSecret!), code, now, row.totpLastStep ?? null);
      if (step !== null) {
        await db.update(operators).set({ totpLastStep: step }).where(eq(operators.id, row.id));
        signedIn = true;
      } else {
        const hashes = row.recoveryCodeHashes ?? [];
        const h = hashRecoveryCode(code);
        if (hashes.includes(h)) {
          await db
            .update(operators)
            .set({ recoveryCodeHashes: hashes.filter((x) => x !== h) })
            .where(eq(operators.id, row.id));
          signedIn = true;
          auditChange(req, { reason: `recovery code used (${hashes.length - 1} left)` });
        }
      }
    }
    if (!signedIn || !row) {
      req.log.info({ adminSignIn: 'failed', account: 'operator', ip: req.ip }, 'operator sign-in failed');
      await throttle.failed(req);
      throw new AppError('UNAUTHORIZED', OPERATOR_SIGNIN_FAILED);
    }
    req.log.info(
      { adminSignIn: 'succeeded', account: 'operator', operatorId: row.id, ip: req.ip },
      'operator sign-in succeeded',
    );
    await throttle.succeeded(req, reply, row.id);
    await deleteStaleAdminSessions(db, now);
    const token = await createAdminSession(db, {
      now,
      ipAddress: req.ip,
      operatorId: row.id,
      userAgent: req.headers['user-agent'] ?? null,
    });
    setAdminCookie(reply, token, secure);
    const role = row.role === 'owner' ? ('owner' as const) : ('staff' as const);
    req.adminOperator = { id: row.id, email: row.email, role, label: row.email, sessionId: hashToken(token) };
    auditChange(req, { targetId: null, after: { operator: row.email } });
    return { ok: true as const };
  });

  serve(app, api.sessions, async (req) => {
    const op = operatorOf(req);
    const rows = await listAdminSessions(
      db,
      clock.now(),
      op.role === 'owner' ? undefined : { operatorId: op.id },
    );
    return {
      sessions: rows.map((r) => ({
        id: r.id,
        operator: r.operator,
        createdAt: r.createdAt.toISOString(),
        lastSeenAt: r.lastSeenAt.toISOString(),
        expiresAt: r.expiresAt.toISOString(),
        ipAddress: r.ipAddress,
        userAgent: r.userAgent,
        current: r.id === op.sessionId,
      })),
    };
  });

  serve(app, api.revokeSession, async (req) => {
    const op = operatorOf(req);
    await inTransaction(db, async (tx) => {
      const ended = await revokeAdminSession(
        tx,
        req.params.id,
        op.role === 'owner' ? undefined : { operatorId: op.id },
      );
      if (!ended) throw new AppError('NOT_FOUND', 'Session not found');
      await recordAudit(tx, req, { targetId: req.params.id.slice(0, 12), after: { ended: true } });
    });
    return { ok: true as const };
  });

  const sharedState = async () => ({
    enabled: await sharedPasswordEnabled(app),
    namedOwners: await countNamedOwners(db),
  });
  serve(app, api.sharedPassword, async () => sharedState());
  serve(app, api.setSharedPassword, async (req) => {
    const op = operatorOf(req);
    const before = await sharedState();
    if (!req.body.enabled && (op.id === null || before.namedOwners === 0)) {
      throw new AppError(
        'CONFLICT',
        'Sign in as a named owner (with your authenticator) to turn the shared password off',
      );
    }
    await inTransaction(db, async (tx) => {
      await setSetting(tx, SHARED_PASSWORD_SETTING, req.body.enabled ? 'on' : 'off');
      if (!req.body.enabled) await deleteSharedPasswordSessions(tx);
      await recordAudit(tx, req, {
        targetId: 'shared-password',
        before: { enabled: before.enabled },
        after: { enabled: req.body.enabled }, // what sharedPasswordEnabled reads back after the commit
      });
    });
    return sharedState();
  });
}
