import type { FastifyInstance } from 'fastify';
import { adminContactApi as api } from '../../../core/api/admin-contact';
import { AppError } from '../../../core/errors';
import { contactMessages } from '../../db/schema';
import { serve } from '../../lib/serve-endpoint';
import { recordAudit } from '../../lib/audit-log';
import { inTransaction } from '../../db/transaction';
import { forAudit, snapshot } from '../../lib/audit-snapshot';
import {
  findContactMessage,
  listContactMessages,
  listContactResponses,
  updateContactMessage,
} from './contact-repo';
import type { ContactMessageRow, ContactResponseRow } from './contact-repo';
import { replyToContactMessage } from './contact-service';
import { iso, isoOrNull } from '../../lib/admin-rows';

const toMessage = ({ ipAddress: _ip, ...m }: ContactMessageRow) => ({
  ...m,
  submittedAt: iso(m.submittedAt),
  respondedAt: isoOrNull(m.respondedAt),
});
const toResponse = (r: ContactResponseRow) => ({
  id: r.id,
  subject: r.subject,
  body: r.body,
  sentAt: iso(r.sentAt),
  emailMessageId: r.emailMessageId,
});

/**
 * Contact messages: list (search, status filter), response history, status, reply by mail (spec 02 §2, §4, §7).
 * A reply that is not delivered is a 503 and changes nothing. Behind requireAdmin.
 */
export default async function contactAdminRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  serve(app, api.list, async (req) => {
    const { rows, total } = await listContactMessages(db, req.query);
    return { messages: rows.map(toMessage), total };
  });

  serve(app, api.responses, async (req) => {
    // No message, no history: a 404 like the other calls on a message, not an empty list.
    if (!(await findContactMessage(db, req.params.id)))
      throw new AppError('NOT_FOUND', 'Contact message not found');
    const rows = await listContactResponses(db, req.params.id);
    return { responses: rows.map(toResponse) };
  });

  serve(app, api.setStatus, async (req) => {
    const before = await snapshot(db, contactMessages, req.params.id);
    const row = await inTransaction(db, async (tx) => {
      const r = await updateContactMessage(tx, req.params.id, { status: req.body.status });
      if (!r) throw new AppError('NOT_FOUND', 'Contact message not found');
      await recordAudit(tx, req, { before, after: forAudit(r) });
      return r;
    });
    return toMessage(row);
  });

  serve(app, api.reply, async (req) => {
    const { response, emailSent } = await replyToContactMessage(app.deps, req.log, req.body, (tx, done) =>
      recordAudit(tx, req, {
        targetId: req.body.messageId,
        after: { subject: req.body.subject, emailSent: done.emailSent, responseId: done.response.id },
      }),
    );
    return { response: toResponse(response), emailSent };
  });
}
