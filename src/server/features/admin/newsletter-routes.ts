import type { FastifyInstance } from 'fastify';
import { adminNewsletterApi as api } from '../../../core/api/admin-newsletter';
import { AppError } from '../../../core/errors';
import { newsletterSubscribers } from '../../db/schema';
import { serve } from '../../lib/serve-endpoint';
import { auditedRowWrite, auditedWrite } from '../../lib/audit-log';
import { auditedDelete } from './audited-delete';
import { createdNote, snapshot, updatedNote } from '../../lib/audit-snapshot';
import {
  countNewsletterByStatus,
  insertNewsletterSubscriber,
  listNewsletterSubscribers,
  updateNewsletterSubscriber,
} from './newsletter-repo';
import type { NewsletterSubscriberRow } from './newsletter-repo';
import { isUniqueViolation } from '../../db/errors';
import { iso } from '../../lib/admin-rows';

const toSubscriber = ({ confirmedAt: _c, ...r }: NewsletterSubscriberRow) => ({
  ...r,
  subscribedAt: iso(r.subscribedAt),
});

/** Newsletter management (spec 02 §2, §7). Registered behind requireAdmin. */
export default async function newsletterAdminRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  serve(app, api.list, async (req) => {
    const { rows, total } = await listNewsletterSubscribers(db, req.query);
    // Stat cards count the whole list, not the page.
    const byStatus = await countNewsletterByStatus(db);
    const of = (s: string) => Number(byStatus.find((b) => b.status === s)?.n ?? 0);
    const stats = {
      total: byStatus.reduce((sum, b) => sum + Number(b.n), 0),
      active: of('active'),
      pending: of('pending'),
      unsubscribed: of('unsubscribed'),
      bounced: of('bounced'),
    };
    return { subscribers: rows.map(toSubscriber), total, stats };
  });

  serve(app, api.create, async (req, reply) => {
    try {
      const now = app.deps.clock.now();
      // Added by the operator: active at once (no double opt-in mail for a manual entry).
      const row = await auditedWrite(
        db,
        req,
        (tx) =>
          insertNewsletterSubscriber(tx, {
            ...req.body,
            status: 'active',
            subscribedAt: now,
            confirmedAt: now,
          }),
        createdNote,
      );
      return reply.status(201).send(toSubscriber(row));
    } catch (err) {
      if (isUniqueViolation(err))
        throw new AppError('CONFLICT', 'This email is already on the newsletter list');
      throw err;
    }
  });

  serve(app, api.update, async (req) => {
    const before = await snapshot(db, newsletterSubscribers, req.params.id);
    const row = await auditedRowWrite(
      db,
      req,
      'Newsletter subscriber',
      (tx) => updateNewsletterSubscriber(tx, req.params.id, req.body),
      updatedNote(before),
    );
    return toSubscriber(row);
  });

  serve(app, api.remove, async (req) => {
    await auditedDelete(db, req, 'Newsletter subscriber', newsletterSubscribers, req.params.id);
    return { ok: true as const };
  });
}
