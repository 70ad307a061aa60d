import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../core/errors';
import { idParamsSchema } from '../../../core/schemas/admin';
import {
  contactListSchema,
  contactMessageSchema,
  contactQuerySchema,
  contactReplySchema,
  contactResponseSchema,
  contactStatusSchema,
} from '../../../core/schemas/admin-records';
import { contactMessages, contactResponses, mailOutbox } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { contactReplyMail } from './mails';
import { containsPattern, iso, isoOrNull } from './rows';

type MessageRow = typeof contactMessages.$inferSelect;
const NO_MAIL_SERVER = 'no mail server is configured (SMTP_URL), so the mail was only written to the outbox';
const CONSOLE_ONLY =
  'no mail server is configured (SMTP_URL), so the mail was only printed to the server console';
const toMessage = ({ ipAddress: _ip, ...m }: MessageRow) => ({
  ...m,
  submittedAt: iso(m.submittedAt),
  respondedAt: isoOrNull(m.respondedAt),
});
const toResponse = (r: typeof contactResponses.$inferSelect) => ({
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  r.get(
    '/api/admin/contact-messages',
    { schema: { querystring: contactQuerySchema, response: { 200: contactListSchema } } },
    async (req) => {
      const q = req.query;
      const parts: SQL[] = [];
      if (q.search) {
        const p = containsPattern(q.search);
        const m = contactMessages;
        parts.push(or(ilike(m.name, p), ilike(m.email, p), ilike(m.subject, p), ilike(m.message, p))!);
      }
      if (q.filterStatus) parts.push(eq(contactMessages.status, q.filterStatus));
      const where = parts.length ? and(...parts) : undefined;
      const rows = await db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.submittedAt), desc(contactMessages.id))
        .limit(q.limit)
        .offset(q.offset);
      const [{ n }] = await db.select({ n: count() }).from(contactMessages).where(where);
      return { messages: rows.map(toMessage), total: Number(n) };
    },
  );

  r.get(
    '/api/admin/contact-messages/:id/responses',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: z.object({ responses: z.array(contactResponseSchema) }) },
      },
    },
    async (req) => {
      const rows = await db
        .select()
        .from(contactResponses)
        .where(eq(contactResponses.messageId, req.params.id))
        .orderBy(asc(contactResponses.sentAt), asc(contactResponses.id));
      return { responses: rows.map(toResponse) };
    },
  );

  r.patch(
    '/api/admin/contact-messages/:id/status',
    {
      schema: { params: idParamsSchema, body: contactStatusSchema, response: { 200: contactMessageSchema } },
    },
    async (req) => {
      const [row] = await db
        .update(contactMessages)
        .set({ status: req.body.status })
        .where(eq(contactMessages.id, req.params.id))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', 'Contact message not found');
      return toMessage(row);
    },
  );

  r.post(
    '/api/admin/contact-messages/reply',
    {
      schema: {
        body: contactReplySchema,
        response: { 200: z.object({ response: contactResponseSchema, emailSent: z.boolean() }) },
      },
    },
    async (req) => {
      const { messageId, subject, body } = req.body;
      const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, messageId));
      if (!message) throw new AppError('NOT_FOUND', 'Contact message not found');
      const mail = contactReplyMail({
        name: message.name,
        body,
        originalSubject: message.subject,
        originalMessage: message.message,
      });
      const result = await app.deps.mailer.send({
        kind: 'contact-reply',
        to: message.email,
        replyTo: app.deps.config.OPERATOR_EMAIL,
        subject,
        ...mail,
      });
      // Without SMTP_URL the development console transport only prints the mail: nobody received it.
      const delivered = result.sent && Boolean(app.deps.config.SMTP_URL);
      if (!delivered) {
        const reason = result.error ?? (result.sent ? CONSOLE_ONLY : NO_MAIL_SERVER);
        // The operator retries from the dialog, so the mailer must not resend this one later; the outbox shows why.
        await db
          .update(mailOutbox)
          .set({ status: 'failed', lastError: reason, nextAttemptAt: null })
          .where(eq(mailOutbox.id, result.outboxId));
        req.log.warn({ outboxId: result.outboxId, error: reason }, 'contact reply not delivered');
        // Nothing was answered: no response is recorded and the message keeps its status.
        throw new AppError(
          'UNAVAILABLE',
          `The reply was not delivered: ${reason}. The message keeps its status; try again.`,
        );
      }
      const now = app.deps.clock.now();
      const response = await inTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(contactResponses)
          .values({ messageId, subject, body, sentAt: now, emailMessageId: result.messageId })
          .returning();
        // A delivered reply answers the message: status goes to 'responded' (the spec leaves this open).
        await tx
          .update(contactMessages)
          .set({ status: 'responded', respondedAt: now })
          .where(eq(contactMessages.id, messageId));
        return row;
      });
      return { response: toResponse(response), emailSent: result.sent };
    },
  );
}
