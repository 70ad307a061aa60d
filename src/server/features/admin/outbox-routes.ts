import type { FastifyInstance } from 'fastify';
import { adminOutboxApi as api } from '../../../core/api/admin-outbox';
import { serve } from '../../lib/serve-endpoint';
import { listOutboxMails } from './outbox-repo';
import { iso, isoOrNull } from './rows';

/** Read-only view of every mail the product wrote (useful without SMTP, where the outbox is the delivery). */
export default async function outboxRoutes(app: FastifyInstance) {
  serve(app, api.list, async (req) => {
    const { rows, total } = await listOutboxMails(app.deps.db, req.query.limit, req.query.offset);
    return {
      mails: rows.map((m) => ({
        id: m.id,
        kind: m.kind,
        toAddress: m.toAddress,
        subject: m.subject,
        status: m.status,
        attempts: m.attempts,
        lastError: m.lastError,
        createdAt: iso(m.createdAt),
        sentAt: isoOrNull(m.sentAt),
      })),
      total,
    };
  });
}
