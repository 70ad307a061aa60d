import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminOperatorsApi as api } from '../../../core/api/admin-operators';
import { AppError } from '../../../core/errors';
import { secureCookies } from '../../config';
import { auditChange, recordAudit } from '../../lib/audit-log';
import { serve } from '../../lib/serve-endpoint';
import { hashToken } from '../../lib/tokens';
import { inTransaction } from '../../db/transaction';
import {
  createAdminSession,
  deleteStaleAdminSessions,
  listAdminSessions,
  revokeAdminSession,
  setAdminCookie,
} from '../../sessions/admin-sessions';
import { listOperators, toOperator } from './repo';
import {
  acceptInvite,
  changeOperator,
  checkOperatorCredentials,
  enrolAuthenticator,
  invitedOperator,
  inviteOperator,
  operatorIdFor,
  setSharedPassword,
  sharedPasswordState,
} from './service';
import { operatorSignInThrottle } from './sign-in-throttle';

export { INVITE_DAYS, SHARED_PASSWORD_SETTING, sharedPasswordEnabled } from './service';
/** One answer for every failed named sign-in: which of the three was wrong is not told. */
export const OPERATOR_SIGNIN_FAILED = 'Invalid email, password or authenticator code';

/** Named operators, their invites, TOTP enrolment, sign-in and sessions (decision 0053). */
export default async function operatorRoutes(app: FastifyInstance) {
  const secure = secureCookies(app.deps.config);
  const throttle = operatorSignInThrottle(app);
  serveOperatorAccounts(app);
  serveOperatorLogin(app, throttle, secure);
  serveOperatorSessions(app);
  serve(app, api.sharedPassword, async () => sharedPasswordState(app));
  serve(app, api.setSharedPassword, async (req) =>
    setSharedPassword(app, req, operatorOf(req), req.body.enabled),
  );
}

const operatorOf = (req: FastifyRequest) => {
  if (!req.adminOperator) throw new AppError('UNAUTHORIZED', 'Admin authentication required');
  return req.adminOperator;
};

/** Who is signed in, the list, invites and their acceptance with an authenticator. */
function serveOperatorAccounts(app: FastifyInstance) {
  const { db } = app.deps;
  serve(app, api.me, async (req) => {
    const op = operatorOf(req);
    return { operator: op.label, email: op.email, role: op.role, named: op.id !== null };
  });

  serve(app, api.list, async () => ({ operators: (await listOperators(db)).map(toOperator) }));

  serve(app, api.invite, async (req, reply) => {
    const { row, inviteUrl } = await inviteOperator(app.deps, req, operatorOf(req), req.body);
    return reply.status(201).send({ operator: toOperator(row), inviteUrl });
  });

  serve(app, api.update, async (req) =>
    toOperator(await changeOperator(app.deps, req, operatorOf(req), req.params.id, req.body)),
  );

  serve(app, api.inviteInfo, async (req) => {
    const row = await invitedOperator(app.deps, req.query.token);
    return { email: row.email, role: row.role === 'owner' ? ('owner' as const) : ('staff' as const) };
  });

  serve(app, api.enrol, async (req) => {
    const enrolment = await enrolAuthenticator(app.deps, req.body.token);
    auditChange(req, { skip: true }); // nothing the operator did yet
    return enrolment;
  });

  serve(app, api.accept, async (req) => acceptInvite(app.deps, req, req.body));
}

/** Sign-in with email, password and authenticator code, behind the sign-in throttle. */
function serveOperatorLogin(
  app: FastifyInstance,
  throttle: ReturnType<typeof operatorSignInThrottle>,
  secure: boolean,
) {
  const { db, clock } = app.deps;
  serve(app, api.login, async (req, reply) => {
    await throttle.refuse(req, await operatorIdFor(app.deps, req.body.email));
    const signedIn = await checkOperatorCredentials(app.deps, req.body);
    if (!signedIn) {
      req.log.info({ adminSignIn: 'failed', account: 'operator', ip: req.ip }, 'operator sign-in failed');
      await throttle.failed(req);
      throw new AppError('UNAUTHORIZED', OPERATOR_SIGNIN_FAILED);
    }
    const { row, recoveryCodesLeft } = signedIn;
    if (recoveryCodesLeft !== undefined)
      auditChange(req, { reason: `recovery code used (${recoveryCodesLeft} left)` });
    req.log.info(
      { adminSignIn: 'succeeded', account: 'operator', operatorId: row.id, ip: req.ip },
      'operator sign-in succeeded',
    );
    await throttle.succeeded(req, reply, row.id);
    const now = clock.now();
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
}

/** The admin sessions: an owner sees and ends all, staff only their own. */
function serveOperatorSessions(app: FastifyInstance) {
  const { db, clock } = app.deps;
  serve(app, api.sessions, async (req) => {
    const op = operatorOf(req);
    const rows = await listAdminSessions(
      db,
      clock.now(),
      op.role === 'owner' ? undefined : { operatorId: op.id },
    );
    return { sessions: rows.map((r) => sessionOf(r, op.sessionId)) };
  });

  serve(app, api.revokeSession, async (req) => {
    const op = operatorOf(req);
    await inTransaction(db, async (tx) => {
      const scope = op.role === 'owner' ? undefined : { operatorId: op.id };
      if (!(await revokeAdminSession(tx, req.params.id, scope)))
        throw new AppError('NOT_FOUND', 'Session not found');
      await recordAudit(tx, req, { targetId: req.params.id.slice(0, 12), after: { ended: true } });
    });
    return { ok: true as const };
  });
}

function sessionOf(r: Awaited<ReturnType<typeof listAdminSessions>>[number], currentId: string) {
  return {
    id: r.id,
    operator: r.operator,
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    ipAddress: r.ipAddress,
    userAgent: r.userAgent,
    current: r.id === currentId,
  };
}
