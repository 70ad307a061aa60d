import type { FastifyInstance } from 'fastify';
import { adminSubscribersApi as api } from '../../../core/api/admin-subscribers';
import { AppError } from '../../../core/errors';
import { subscribers } from '../../db/schema';
import { serve } from '../../lib/serve-endpoint';
import { auditChange } from '../audit/record';
import { forAudit, snapshot } from '../audit/targets';
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
      auditChange(req, { targetId: row.id, before: null, after: forAudit(row) });
      return reply.status(201).send(toSubscriber(row));
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', DUPLICATE);
      throw err;
    }
  });

  serve(app, api.update, async (req) => {
    let row: SubscriberRow | undefined;
    const before = await snapshot(db, subscribers, req.params.id);
    try {
      row = await updateSubscriber(db, req.params.id, req.body);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', DUPLICATE);
      throw err;
    }
    if (!row) throw new AppError('NOT_FOUND', 'Subscriber not found');
    auditChange(req, { before, after: forAudit(row) });
    return toSubscriber(row);
  });

  serve(app, api.remove, async (req) => {
    const before = await snapshot(db, subscribers, req.params.id);
    if (!(await deleteSubscriber(db, req.params.id))) throw new AppError('NOT_FOUND', 'Subscriber not found');
    auditChange(req, { before, after: null });
    return { ok: true as const };
  });
}
