import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../core/errors';
import { idParamsSchema, okSchema } from '../../../core/schemas/admin';
import {
  endSessionsSchema,
  registrationPatchSchema,
  registrationSchema,
  registrationsListSchema,
  registrationsQuerySchema,
} from '../../../core/schemas/admin-records';
import { users } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { deleteUserSessions, forgetCachedUser, SIGNED_OUT_STATUSES } from '../../sessions/user-sessions';
import { containsPattern, iso, isForeignKeyViolation } from './rows';

// Never the password hash or anything private beyond what the screen shows.
const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  ipAddress: users.ipAddress,
  status: users.status,
  enableFutures: users.enableFutures,
  enableEquities: users.enableEquities,
  enableCryptos: users.enableCryptos,
  isPaidSubscriber: users.isPaidSubscriber,
  createdAt: users.createdAt,
};
const SORT_COLUMNS = {
  createdAt: users.createdAt,
  email: users.email,
  firstName: users.firstName,
  status: users.status,
} as const;
const toRegistration = <T extends { createdAt: Date }>(r: T) => ({ ...r, createdAt: iso(r.createdAt) });

/**
 * Registrations = the users table. Status and the four flags take effect at once because every
 * request re-reads the user's row through its session (src/server/sessions/user-sessions.ts).
 */
export default async function registrationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  r.get(
    '/api/admin/registrations',
    { schema: { querystring: registrationsQuerySchema, response: { 200: registrationsListSchema } } },
    async (req) => {
      const q = req.query;
      const parts: SQL[] = [];
      if (q.search) {
        const p = containsPattern(q.search);
        parts.push(or(ilike(users.email, p), ilike(users.firstName, p), ilike(users.lastName, p))!);
      }
      if (q.filterStatus) parts.push(eq(users.status, q.filterStatus));
      const where = parts.length ? and(...parts) : undefined;
      const dir = q.sortOrder === 'asc' ? asc : desc;
      const rows = await db
        .select(columns)
        .from(users)
        .where(where)
        .orderBy(dir(SORT_COLUMNS[q.sortBy]), dir(users.id))
        .limit(q.limit)
        .offset(q.offset);
      const [{ n }] = await db.select({ n: count() }).from(users).where(where);
      return { registrations: rows.map(toRegistration), total: Number(n) };
    },
  );

  r.patch(
    '/api/admin/registrations/:id',
    {
      schema: {
        params: idParamsSchema,
        body: registrationPatchSchema,
        response: { 200: registrationSchema },
      },
    },
    async (req) => {
      const row = await inTransaction(db, async (tx) => {
        const [updated] = await tx
          .update(users)
          .set({ ...req.body, updatedAt: app.deps.clock.now() })
          .where(eq(users.id, req.params.id))
          .returning(columns);
        // Inactive, spam and cancelled users are signed out at once (docs/features/hardening.md).
        if (updated && (SIGNED_OUT_STATUSES as readonly string[]).includes(updated.status)) {
          await deleteUserSessions(tx, updated.id);
        }
        return updated;
      });
      if (!row) throw new AppError('NOT_FOUND', 'Registration not found');
      forgetCachedUser(row.id); // the user's next request sees the new status and flags
      return toRegistration(row);
    },
  );

  r.post(
    '/api/admin/registrations/:id/end-sessions',
    { schema: { params: idParamsSchema, response: { 200: endSessionsSchema } } },
    async (req) => {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, req.params.id));
      if (!user) throw new AppError('NOT_FOUND', 'Registration not found');
      const ended = await deleteUserSessions(db, user.id);
      req.log.info({ userId: user.id, ended }, 'admin ended the sessions of a user');
      return { ok: true as const, ended };
    },
  );

  r.delete(
    '/api/admin/registrations/:id',
    { schema: { params: idParamsSchema, response: { 200: okSchema } } },
    async (req) => {
      try {
        const deleted = await db.delete(users).where(eq(users.id, req.params.id)).returning({ id: users.id });
        if (!deleted.length) throw new AppError('NOT_FOUND', 'Registration not found');
        forgetCachedUser(req.params.id);
      } catch (err) {
        if (isForeignKeyViolation(err))
          throw new AppError('CONFLICT', 'This registration still has linked records and cannot be deleted');
        throw err;
      }
      return { ok: true as const };
    },
  );
}
