import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../core/errors';
import { idParamsSchema, okSchema } from '../../../core/schemas/admin';
import {
  newsletterCreateSchema,
  newsletterListSchema,
  newsletterPatchSchema,
  newsletterQuerySchema,
  newsletterSubscriberSchema,
} from '../../../core/schemas/admin-records';
import { newsletterSubscribers as ns } from '../../db/schema';
import { containsPattern, iso, isUniqueViolation } from './rows';

type Row = typeof ns.$inferSelect;
const toSubscriber = ({ confirmedAt: _c, ...r }: Row) => ({ ...r, subscribedAt: iso(r.subscribedAt) });

/** Newsletter management (spec 02 §2, §7). Registered behind requireAdmin. */
export default async function newsletterAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  r.get(
    '/api/admin/newsletter-subscribers',
    { schema: { querystring: newsletterQuerySchema, response: { 200: newsletterListSchema } } },
    async (req) => {
      const q = req.query;
      const parts: SQL[] = [];
      if (q.search) {
        const p = containsPattern(q.search);
        parts.push(or(ilike(ns.email, p), ilike(ns.firstName, p), ilike(ns.lastName, p))!);
      }
      if (q.filterStatus) parts.push(eq(ns.status, q.filterStatus));
      const where = parts.length ? and(...parts) : undefined;
      const rows = await db
        .select()
        .from(ns)
        .where(where)
        .orderBy(desc(ns.subscribedAt), desc(ns.id))
        .limit(q.limit)
        .offset(q.offset);
      const [{ n }] = await db.select({ n: count() }).from(ns).where(where);
      // Stat cards count the whole list, not the page.
      const byStatus = await db.select({ status: ns.status, n: count() }).from(ns).groupBy(ns.status);
      const of = (s: string) => Number(byStatus.find((b) => b.status === s)?.n ?? 0);
      const stats = {
        total: byStatus.reduce((sum, b) => sum + Number(b.n), 0),
        active: of('active'),
        pending: of('pending'),
        unsubscribed: of('unsubscribed'),
        bounced: of('bounced'),
      };
      return { subscribers: rows.map(toSubscriber), total: Number(n), stats };
    },
  );

  r.post(
    '/api/admin/newsletter-subscribers',
    { schema: { body: newsletterCreateSchema, response: { 201: newsletterSubscriberSchema } } },
    async (req, reply) => {
      try {
        const now = app.deps.clock.now();
        // Added by the operator: active at once (no double opt-in mail for a manual entry).
        const [row] = await db
          .insert(ns)
          .values({ ...req.body, status: 'active', subscribedAt: now, confirmedAt: now })
          .returning();
        return reply.status(201).send(toSubscriber(row));
      } catch (err) {
        if (isUniqueViolation(err))
          throw new AppError('CONFLICT', 'This email is already on the newsletter list');
        throw err;
      }
    },
  );

  r.patch(
    '/api/admin/newsletter-subscribers/:id',
    {
      schema: {
        params: idParamsSchema,
        body: newsletterPatchSchema,
        response: { 200: newsletterSubscriberSchema },
      },
    },
    async (req) => {
      const [row] = await db.update(ns).set(req.body).where(eq(ns.id, req.params.id)).returning();
      if (!row) throw new AppError('NOT_FOUND', 'Newsletter subscriber not found');
      return toSubscriber(row);
    },
  );

  r.delete(
    '/api/admin/newsletter-subscribers/:id',
    { schema: { params: idParamsSchema, response: { 200: okSchema } } },
    async (req) => {
      const deleted = await db.delete(ns).where(eq(ns.id, req.params.id)).returning({ id: ns.id });
      if (!deleted.length) throw new AppError('NOT_FOUND', 'Newsletter subscriber not found');
      return { ok: true as const };
    },
  );
}
