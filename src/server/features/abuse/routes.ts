import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../core/errors';
import { idParamsSchema, okSchema } from '../../../core/schemas/admin';
import {
  abuseEventSchema,
  abusePatternSchema,
  alertNotificationSchema,
  blockIpSchema,
  resolveEventSchema,
  unblockIpSchema,
  whitelistIpSchema,
} from '../../../core/schemas/admin-records';
import { abuseEvents, abusePatterns, alertNotifications } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { iso, isoOrNull } from '../admin/rows';
import { forgetIp } from './ip-status';

const LIST_LIMIT = 500;

/**
 * Security & Abuse screen: three lists, Resolve, Block, Unblock, Whitelist (spec 02 §2, §4, §7). Admin only.
 * The operator's own address (as this server sees it) is never blocked from here.
 */
export default async function abuseRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  r.get('/api/admin/abuse-events', { schema: { response: { 200: z.array(abuseEventSchema) } } }, async () => {
    const rows = await db
      .select()
      .from(abuseEvents)
      .orderBy(desc(abuseEvents.createdAt), desc(abuseEvents.id))
      .limit(LIST_LIMIT);
    return rows.map(({ resolvedBy: _b, resolvedAt: _a, ...e }) => ({ ...e, createdAt: iso(e.createdAt) }));
  });

  r.get(
    '/api/admin/client-ip',
    { schema: { response: { 200: z.object({ ipAddress: z.string() }) } } },
    async (req) => ({ ipAddress: req.ip }),
  );

  r.get(
    '/api/admin/abuse-patterns',
    { schema: { response: { 200: z.array(abusePatternSchema) } } },
    async () => {
      const rows = await db
        .select()
        .from(abusePatterns)
        .orderBy(desc(abusePatterns.riskScore), desc(abusePatterns.lastDetected))
        .limit(LIST_LIMIT);
      return rows.map(({ blockedBy: _b, whitelistedBy: _w, ...p }) => ({
        ...p,
        firstDetected: iso(p.firstDetected),
        lastDetected: iso(p.lastDetected),
      }));
    },
  );

  r.get(
    '/api/admin/alert-notifications',
    { schema: { response: { 200: z.array(alertNotificationSchema) } } },
    async () => {
      const rows = await db
        .select()
        .from(alertNotifications)
        .orderBy(desc(alertNotifications.createdAt), desc(alertNotifications.id))
        .limit(LIST_LIMIT);
      return rows.map((a) => ({ ...a, createdAt: iso(a.createdAt), sentAt: isoOrNull(a.sentAt) }));
    },
  );

  r.post(
    '/api/admin/abuse-events/:id/resolve',
    { schema: { params: idParamsSchema, body: resolveEventSchema, response: { 200: okSchema } } },
    async (req) => {
      const [row] = await db
        .update(abuseEvents)
        .set({ resolved: true, resolvedBy: req.body.resolvedBy, resolvedAt: app.deps.clock.now() })
        .where(eq(abuseEvents.id, req.params.id))
        .returning({ id: abuseEvents.id });
      if (!row) throw new AppError('NOT_FOUND', 'Abuse event not found');
      return { ok: true as const };
    },
  );

  r.post(
    '/api/admin/abuse-patterns/block',
    { schema: { body: blockIpSchema, response: { 200: okSchema } } },
    async (req) => {
      const { ipAddress, reason, blockedBy } = req.body;
      // Pattern and events change together or not at all.
      await inTransaction(db, async (tx) => {
        if (ipAddress === req.ip)
          throw new AppError('CONFLICT', 'This is your own IP address; it cannot be blocked');
        const [pattern] = await tx.select().from(abusePatterns).where(eq(abusePatterns.ipAddress, ipAddress));
        if (pattern?.isWhitelisted)
          throw new AppError('CONFLICT', 'This IP address is whitelisted and cannot be blocked');
        const now = app.deps.clock.now();
        const set = { blocked: true, blockedBy, notes: reason || pattern?.notes || null, lastDetected: now };
        if (pattern) await tx.update(abusePatterns).set(set).where(eq(abusePatterns.id, pattern.id));
        else
          await tx
            .insert(abusePatterns)
            .values({ ipAddress, patternType: 'manual', ...set, firstDetected: now });
        await tx.update(abuseEvents).set({ blocked: true }).where(eq(abuseEvents.ipAddress, ipAddress));
      });
      forgetIp(db, ipAddress);
      req.log.warn({ ipAddress, blockedBy }, 'IP address blocked');
      return { ok: true as const };
    },
  );

  r.post(
    '/api/admin/abuse-patterns/unblock',
    { schema: { body: unblockIpSchema, response: { 200: okSchema } } },
    async (req) => {
      const { ipAddress } = req.body;
      // Pattern and events change together or not at all.
      await inTransaction(db, async (tx) => {
        const updated = await tx
          .update(abusePatterns)
          .set({ blocked: false, blockedBy: null })
          .where(and(eq(abusePatterns.ipAddress, ipAddress), eq(abusePatterns.blocked, true)))
          .returning({ id: abusePatterns.id });
        if (!updated.length) throw new AppError('NOT_FOUND', 'This IP address is not blocked');
        await tx.update(abuseEvents).set({ blocked: false }).where(eq(abuseEvents.ipAddress, ipAddress));
      });
      forgetIp(db, ipAddress);
      req.log.warn({ ipAddress }, 'IP address unblocked');
      return { ok: true as const };
    },
  );

  r.post(
    '/api/admin/abuse-patterns/whitelist',
    { schema: { body: whitelistIpSchema, response: { 200: okSchema } } },
    async (req) => {
      const { ipAddress, whitelistedBy } = req.body;
      // Pattern and events change together or not at all.
      await inTransaction(db, async (tx) => {
        const now = app.deps.clock.now();
        const set = { isWhitelisted: true, blocked: false, whitelistedBy };
        const updated = await tx
          .update(abusePatterns)
          .set(set)
          .where(eq(abusePatterns.ipAddress, ipAddress))
          .returning({ id: abusePatterns.id });
        if (!updated.length)
          await tx
            .insert(abusePatterns)
            .values({ ipAddress, patternType: 'manual', ...set, firstDetected: now, lastDetected: now });
        // A whitelisted address is not blocked, so neither are its events.
        await tx.update(abuseEvents).set({ blocked: false }).where(eq(abuseEvents.ipAddress, ipAddress));
      });
      forgetIp(db, ipAddress);
      req.log.info({ ipAddress, whitelistedBy }, 'IP address whitelisted');
      return { ok: true as const };
    },
  );
}
