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
import { listContactMessages, listContactResponses, updateContactMessage } from './contact-repo';
import type { ContactMessageRow, ContactResponseRow } from './contact-repo';
import { replyToContactMessage } from './contact-service';
import { iso, isoOrNull } from './rows';

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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  r.get(
    '/api/admin/contact-messages',
    { schema: { querystring: contactQuerySchema, response: { 200: contactListSchema } } },
    async (req) => {
      const { rows, total } = await listContactMessages(db, req.query);
      return { messages: rows.map(toMessage), total };
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
      const rows = await listContactResponses(db, req.params.id);
      return { responses: rows.map(toResponse) };
    },
  );

  r.patch(
    '/api/admin/contact-messages/:id/status',
    {
      schema: { params: idParamsSchema, body: contactStatusSchema, response: { 200: contactMessageSchema } },
    },
    async (req) => {
      const row = await updateContactMessage(db, req.params.id, { status: req.body.status });
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
      const { response, emailSent } = await replyToContactMessage(app.deps, req.log, req.body);
      return { response: toResponse(response), emailSent };
    },
  );
}
