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
import { deleteUserSessions, forgetCachedUser } from '../../sessions/user-sessions';
import { deleteRegistration, listRegistrations, registrationExists } from './registrations-repo';
import { changeRegistration } from './registrations-service';
import { iso, isForeignKeyViolation } from './rows';

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
      const { rows, total } = await listRegistrations(db, req.query);
      return { registrations: rows.map(toRegistration), total };
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
      const row = await changeRegistration(db, req.params.id, req.body, app.deps.clock.now());
      if (!row) throw new AppError('NOT_FOUND', 'Registration not found');
      return toRegistration(row);
    },
  );

  r.post(
    '/api/admin/registrations/:id/end-sessions',
    { schema: { params: idParamsSchema, response: { 200: endSessionsSchema } } },
    async (req) => {
      const userId = req.params.id;
      if (!(await registrationExists(db, userId))) throw new AppError('NOT_FOUND', 'Registration not found');
      const ended = await deleteUserSessions(db, userId);
      req.log.info({ userId, ended }, 'admin ended the sessions of a user');
      return { ok: true as const, ended };
    },
  );

  r.delete(
    '/api/admin/registrations/:id',
    { schema: { params: idParamsSchema, response: { 200: okSchema } } },
    async (req) => {
      try {
        if (!(await deleteRegistration(db, req.params.id)))
          throw new AppError('NOT_FOUND', 'Registration not found');
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
