import type { FastifyInstance } from 'fastify';
import { adminOutboxApi as api } from '../../../core/api/admin-outbox';
import { AppError } from '../../../core/errors';
import { serve } from '../../lib/serve-endpoint';
import { findOutboxMail, listOutboxMails } from './outbox-repo';
import type { OutboxRow } from './outbox-repo';
import { iso, isoOrNull } from '../../lib/admin-rows';

const view = (m: OutboxRow) => ({
  id: m.id,
  kind: m.kind,
  toAddress: m.toAddress,
  subject: m.subject,
  status: m.status,
  attempts: m.attempts,
  lastError: m.lastError,
  createdAt: iso(m.createdAt),
  sentAt: isoOrNull(m.sentAt),
});

/** Every mail the product wrote (useful without SMTP, where the outbox is the delivery), and the resend of an `unknown` one. */
export default async function outboxRoutes(app: FastifyInstance) {
  serve(app, api.list, async (req) => {
    const { rows, total } = await listOutboxMails(app.deps.db, req.query.limit, req.query.offset);
    return { mails: rows.map(view), total };
  });
  serve(app, api.resend, async (req) => {
    const id = req.params.id;
    if (!(await findOutboxMail(app.deps.db, id))) throw new AppError('NOT_FOUND', 'No such mail');
    if (!(await app.deps.mailer.resend(id)))
      throw new AppError('CONFLICT', 'Only a mail whose delivery is unknown can be sent again');
    return view((await findOutboxMail(app.deps.db, id))!);
  });
}
