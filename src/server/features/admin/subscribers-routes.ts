import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../core/errors';
import {
  idParamsSchema,
  okSchema,
  subscriberInputSchema,
  subscriberPatchSchema,
  subscriberSchema,
  subscribersListSchema,
  subscribersQuerySchema,
} from '../../../core/schemas/admin';
import { iso, isoOrNull, isUniqueViolation } from './rows';
import { deleteSubscriber, insertSubscriber, listSubscribers, updateSubscriber } from './subscribers-repo';
import type { SubscriberRow } from './subscribers-repo';

const toSubscriber = (r: SubscriberRow) => ({
  ...r,
  createdAt: iso(r.createdAt),
  lastLoginAt: isoOrNull(r.lastLoginAt),
});

const DUPLICATE = 'A subscriber with this email already exists';

/** Subscriber Management (spec 02 §2, §7, §9). Registered behind requireAdmin. */
export default async function subscribersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  r.get(
    '/api/admin/subscribers',
    { schema: { querystring: subscribersQuerySchema, response: { 200: subscribersListSchema } } },
    async (req) => {
      const { rows, total } = await listSubscribers(db, req.query);
      return { subscribers: rows.map(toSubscriber), total };
    },
  );

  r.post(
    '/api/admin/subscribers',
    { schema: { body: subscriberInputSchema, response: { 201: subscriberSchema } } },
    async (req, reply) => {
      try {
        const row = await insertSubscriber(db, { ...req.body, createdAt: app.deps.clock.now() });
        return reply.status(201).send(toSubscriber(row));
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('CONFLICT', DUPLICATE);
        throw err;
      }
    },
  );

  r.patch(
    '/api/admin/subscribers/:id',
    { schema: { params: idParamsSchema, body: subscriberPatchSchema, response: { 200: subscriberSchema } } },
    async (req) => {
      let row: SubscriberRow | undefined;
      try {
        row = await updateSubscriber(db, req.params.id, req.body);
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('CONFLICT', DUPLICATE);
        throw err;
      }
      if (!row) throw new AppError('NOT_FOUND', 'Subscriber not found');
      return toSubscriber(row);
    },
  );

  r.delete(
    '/api/admin/subscribers/:id',
    { schema: { params: idParamsSchema, response: { 200: okSchema } } },
    async (req) => {
      if (!(await deleteSubscriber(db, req.params.id)))
        throw new AppError('NOT_FOUND', 'Subscriber not found');
      return { ok: true as const };
    },
  );
}
