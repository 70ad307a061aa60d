import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../core/errors';
import {
  idParamsSchema,
  okSchema,
  subscriberInputSchema,
  subscriberPatchSchema,
  subscriberSchema,
  subscribersListSchema,
  subscribersQuerySchema,
} from '../../../core/schemas/admin';
import type { SubscribersQuery } from '../../../core/schemas/admin';
import { subscribers } from '../../db/schema';
import { containsPattern, iso, isoOrNull, isUniqueViolation } from './rows';

type Row = typeof subscribers.$inferSelect;
const toSubscriber = (r: Row) => ({
  ...r,
  createdAt: iso(r.createdAt),
  lastLoginAt: isoOrNull(r.lastLoginAt),
});

// Only whitelisted columns can be sorted on (the query schema validates the name, this maps it).
const SORT_COLUMNS = {
  createdAt: subscribers.createdAt,
  firstName: subscribers.firstName,
  lastName: subscribers.lastName,
  email: subscribers.email,
  subscriptionTier: subscribers.subscriptionTier,
  subscriptionStatus: subscribers.subscriptionStatus,
  totalRevenue: subscribers.totalRevenue,
  lastLoginAt: subscribers.lastLoginAt,
} as const;

function whereOf(q: SubscribersQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (q.search) {
    const p = containsPattern(q.search);
    parts.push(
      or(
        ilike(subscribers.email, p),
        ilike(subscribers.firstName, p),
        ilike(subscribers.lastName, p),
        ilike(subscribers.company, p),
      )!,
    );
  }
  if (q.filterTier) parts.push(eq(subscribers.subscriptionTier, q.filterTier));
  if (q.filterStatus) parts.push(eq(subscribers.subscriptionStatus, q.filterStatus));
  if (q.filterActive) parts.push(eq(subscribers.isActive, q.filterActive === 'true'));
  return parts.length ? and(...parts) : undefined;
}

const DUPLICATE = 'A subscriber with this email already exists';

/** Subscriber Management (spec 02 §2, §7, §9). Registered behind requireAdmin. */
export default async function subscribersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  r.get(
    '/api/admin/subscribers',
    { schema: { querystring: subscribersQuerySchema, response: { 200: subscribersListSchema } } },
    async (req) => {
      const q = req.query;
      const where = whereOf(q);
      const column = SORT_COLUMNS[q.sortBy];
      // NULLs (no name, never logged in) always last, whatever the direction; id keeps pages stable.
      const order = q.sortOrder === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
      const rows = await db
        .select()
        .from(subscribers)
        .where(where)
        .orderBy(order, q.sortOrder === 'asc' ? asc(subscribers.id) : desc(subscribers.id))
        .limit(q.limit)
        .offset(q.offset);
      const [{ n }] = await db.select({ n: count() }).from(subscribers).where(where);
      return { subscribers: rows.map(toSubscriber), total: Number(n) };
    },
  );

  r.post(
    '/api/admin/subscribers',
    { schema: { body: subscriberInputSchema, response: { 201: subscriberSchema } } },
    async (req, reply) => {
      try {
        const [row] = await db
          .insert(subscribers)
          .values({ ...req.body, createdAt: app.deps.clock.now() })
          .returning();
        return reply.status(201).send(toSubscriber(row));
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('CONFLICT', DUPLICATE);
        throw err;
      }
    },
  );

  r.patch(
    '/api/admin/subscribers/:id',
    { schema: { params: idParamsSchema, body: subscriberPatchSchema, response: { 200: subscriberSchema } } },
    async (req) => {
      let row: Row | undefined;
      try {
        [row] = await db
          .update(subscribers)
          .set(req.body)
          .where(eq(subscribers.id, req.params.id))
          .returning();
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('CONFLICT', DUPLICATE);
        throw err;
      }
      if (!row) throw new AppError('NOT_FOUND', 'Subscriber not found');
      return toSubscriber(row);
    },
  );

  r.delete(
    '/api/admin/subscribers/:id',
    { schema: { params: idParamsSchema, response: { 200: okSchema } } },
    async (req) => {
      const deleted = await db
        .delete(subscribers)
        .where(eq(subscribers.id, req.params.id))
        .returning({ id: subscribers.id });
      if (!deleted.length) throw new AppError('NOT_FOUND', 'Subscriber not found');
      return { ok: true as const };
    },
  );
}
