import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutboxMails } from './outbox-repo';
import { iso, isoOrNull } from './rows';

const querySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
const outboxMailSchema = z.object({
  id: z.number(),
  kind: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  status: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

/** Read-only view of every mail the product wrote (useful without SMTP, where the outbox is the delivery). */
export default async function outboxRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/mail-outbox',
    {
      schema: {
        querystring: querySchema,
        response: { 200: z.object({ mails: z.array(outboxMailSchema), total: z.number() }) },
      },
    },
    async (req) => {
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
    },
  );
}
