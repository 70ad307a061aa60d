import type { FastifyInstance } from 'fastify';
import { adminSubscribersApi as api } from '../../../core/api/admin-subscribers';
import { AppError } from '../../../core/errors';
import { subscribers } from '../../db/schema';
import { serve } from '../../lib/serve-endpoint';
import { recordAudit } from '../../lib/audit-log';
import { auditedDelete } from './audited-delete';
import { inTransaction } from '../../db/transaction';
import { forgetCachedUser } from '../../sessions/user-sessions';
import { createdNote, forAudit, snapshot } from '../../lib/audit-snapshot';
import { isUniqueViolation } from '../../db/errors';
import { iso, isoOrNull } from '../../lib/admin-rows';
import { insertSubscriber, listSubscribers, updateSubscriber } from './subscribers-repo';
import type { SubscriberRow } from './subscribers-repo';
import type { SubscriberBilling } from '../../../core/schemas/billing';
import { applySubscriberPlan, subscriberBillingFor } from '../billing';

const toSubscriber = (r: SubscriberRow, billing?: Map<string, SubscriberBilling>) => ({
  ...r,
  createdAt: iso(r.createdAt),
  lastLoginAt: isoOrNull(r.lastLoginAt),
  billing: billing?.get(r.email.toLowerCase()) ?? null,
});
/** The row with the plan facts of the account behind its email. */
const withBilling = async (app: FastifyInstance, r: SubscriberRow) =>
  toSubscriber(r, await subscriberBillingFor(app.deps, [r.email]));

const DUPLICATE = 'A subscriber with this email already exists';

/** Subscriber Management (spec 02 §2, §7, §9). Registered behind requireAdmin. */
export default async function subscribersRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  serve(app, api.list, async (req) => {
    const { rows, total } = await listSubscribers(db, req.query);
    const billing = await subscriberBillingFor(
      app.deps,
      rows.map((r) => r.email),
    );
    return { subscribers: rows.map((r) => toSubscriber(r, billing)), total };
  });

  serve(app, api.create, async (req, reply) => {
    const planned = Boolean(req.body.subscriptionTier || req.body.subscriptionStatus);
    try {
      // The row, the plan it sets and the audit row commit together or not at all.
      const { row, userId } = await inTransaction(db, async (tx) => {
        const r = await insertSubscriber(tx, { ...req.body, createdAt: app.deps.clock.now() });
        const uid = planned ? await applySubscriberPlan({ ...app.deps, db: tx }, r) : undefined;
        await recordAudit(tx, req, createdNote(r));
        return { row: r, userId: uid };
      });
      if (userId !== undefined) await forgetCachedUser(userId);
      return reply.status(201).send(await withBilling(app, row));
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', DUPLICATE);
      throw err;
    }
  });

  serve(app, api.update, async (req) => {
    const before = await snapshot(db, subscribers, req.params.id);
    const planned = Boolean(req.body.subscriptionTier || req.body.subscriptionStatus);
    let done: { row: SubscriberRow; userId: number | undefined };
    try {
      // The row, the plan it sets and the audit row commit together or not at all.
      done = await inTransaction(db, async (tx) => {
        const r = await updateSubscriber(tx, req.params.id, req.body);
        if (!r) throw new AppError('NOT_FOUND', 'Subscriber not found');
        // The tier and status are the member's plan facts: the account with this email follows them.
        const uid = planned ? await applySubscriberPlan({ ...app.deps, db: tx }, r) : undefined;
        await recordAudit(tx, req, { before, after: forAudit(r) });
        return { row: r, userId: uid };
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', DUPLICATE);
      throw err;
    }
    if (done.userId !== undefined) await forgetCachedUser(done.userId);
    return withBilling(app, done.row);
  });

  serve(app, api.remove, async (req) => {
    await auditedDelete(db, req, 'Subscriber', subscribers, req.params.id);
    return { ok: true as const };
  });
}
