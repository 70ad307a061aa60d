import { z } from 'zod';
import { pageQuery } from './list-query';

/** GET /api/admin/mail-outbox: a page of the mails the product wrote, newest first. */
export const outboxQuerySchema = z.strictObject(pageQuery(50));
export const outboxMailSchema = z.object({
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
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const outboxListSchema = z.object({ mails: z.array(outboxMailSchema), total: z.number() });
