import type { FastifyInstance } from 'fastify';
import { adminRegistrationsApi as api } from '../../../core/api/admin-registrations';
import { AppError } from '../../../core/errors';
import { users } from '../../db/schema';
import { serve } from '../../lib/serve-endpoint';
import { recordAudit } from '../../lib/audit-log';
import { auditedDelete } from './audited-delete';
import { inTransaction } from '../../db/transaction';
import { forAudit, snapshot } from '../../lib/audit-snapshot';
import { deleteUserSessions, forgetCachedUser } from '../../sessions/user-sessions';
import { listRegistrations, registrationExists } from './registrations-repo';
import { changeRegistration } from './registrations-service';
import { isForeignKeyViolation } from '../../db/errors';
import { iso } from '../../lib/admin-rows';

const toRegistration = <T extends { createdAt: Date }>(r: T) => ({ ...r, createdAt: iso(r.createdAt) });

/**
 * Registrations = the users table. Status and the four flags take effect at once because every
 * request re-reads the user's row through its session (src/server/sessions/user-sessions.ts).
 */
export default async function registrationsRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  serve(app, api.list, async (req) => {
    const { rows, total } = await listRegistrations(db, req.query);
    return { registrations: rows.map(toRegistration), total };
  });

  serve(app, api.update, async (req) => {
    const before = await snapshot(db, users, req.params.id);
    const row = await changeRegistration(db, req.params.id, req.body, app.deps.clock.now(), (tx, r) =>
      recordAudit(tx, req, { before, after: forAudit(r) }),
    );
    if (!row) throw new AppError('NOT_FOUND', 'Registration not found');
    return toRegistration(row);
  });

  serve(app, api.endSessions, async (req) => {
    const userId = req.params.id;
    if (!(await registrationExists(db, userId))) throw new AppError('NOT_FOUND', 'Registration not found');
    const ended = await inTransaction(db, async (tx) => {
      const n = await deleteUserSessions(tx, userId);
      await recordAudit(tx, req, { after: { sessionsEnded: n } });
      return n;
    });
    await forgetCachedUser(userId); // again after the commit: a request in between may have cached the old row
    req.log.info({ userId, ended }, 'admin ended the sessions of a user');
    return { ok: true as const, ended };
  });

  serve(app, api.remove, async (req) => {
    try {
      await auditedDelete(db, req, 'Registration', users, req.params.id);
      await forgetCachedUser(req.params.id);
    } catch (err) {
      if (isForeignKeyViolation(err))
        throw new AppError('CONFLICT', 'This registration still has linked records and cannot be deleted');
      throw err;
    }
    return { ok: true as const };
  });
}
