import type { FastifyInstance } from 'fastify';
import { adminSubscribersApi as api } from '../../../core/api/admin-subscribers';
import { AppError } from '../../../core/errors';
import { serve } from '../../lib/serve-endpoint';
import { iso, isoOrNull, isUniqueViolation } from './rows';
import { deleteSubscriber, insertSubscriber, listSubscribers, updateSubscriber } from './subscribers-repo';
import type { SubscriberRow } from './subscribers-repo';

const toSubscriber = (r: SubscriberRow) => ({
  ...r,
  createdAt: iso(r.createdAt),
  lastLoginAt: isoOrNull(r.lastLoginAt),
  billing: null,
});

const DUPLICATE = 'A subscriber with this email already exists';

/** Subscriber Management (spec 02 §2, §7, §9). Registered behind requireAdmin. */
export default async function subscribersRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  serve(app, api.list, async (req) => {
    const { rows, total } = await listSubscribers(db, req.query);
    return { subscribers: rows.map(toSubscriber), total };
  });

  serve(app, api.create, async (req, reply) => {
    try {
      const row = await insertSubscriber(db, { ...req.body, createdAt: app.deps.clock.now() });
      return reply.status(201).send(toSubscriber(row));
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', DUPLICATE);
      throw err;
    }
  });

  serve(app, api.update, async (req) => {
    let row: SubscriberRow | undefined;
    try {
      row = await updateSubscriber(db, req.params.id, req.body);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', DUPLICATE);
      throw err;
    }
    if (!row) throw new AppError('NOT_FOUND', 'Subscriber not found');
    return toSubscriber(row);
  });

  serve(app, api.remove, async (req) => {
    if (!(await deleteSubscriber(db, req.params.id))) throw new AppError('NOT_FOUND', 'Subscriber not found');
    return { ok: true as const };
  });
}
