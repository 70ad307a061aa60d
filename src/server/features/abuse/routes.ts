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
import { iso, isoOrNull } from '../admin/rows';
import { listAbuseEvents, listAbusePatterns, listAlertNotifications, resolveAbuseEvent } from './repo';
import { blockIp, unblockIp, whitelistIp } from './service';

/**
 * Security & Abuse screen: three lists, Resolve, Block, Unblock, Whitelist (spec 02 §2, §4, §7). Admin only.
 * The operator's own address (as this server sees it) is never blocked from here.
 */
export default async function abuseRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.deps;

  r.get('/api/admin/abuse-events', { schema: { response: { 200: z.array(abuseEventSchema) } } }, async () => {
    const rows = await listAbuseEvents(db);
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
      const rows = await listAbusePatterns(db);
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
      const rows = await listAlertNotifications(db);
      return rows.map((a) => ({ ...a, createdAt: iso(a.createdAt), sentAt: isoOrNull(a.sentAt) }));
    },
  );

  r.post(
    '/api/admin/abuse-events/:id/resolve',
    { schema: { params: idParamsSchema, body: resolveEventSchema, response: { 200: okSchema } } },
    async (req) => {
      const found = await resolveAbuseEvent(db, req.params.id, req.body.resolvedBy, clock.now());
      if (!found) throw new AppError('NOT_FOUND', 'Abuse event not found');
      return { ok: true as const };
    },
  );

  r.post(
    '/api/admin/abuse-patterns/block',
    { schema: { body: blockIpSchema, response: { 200: okSchema } } },
    async (req) => {
      const { ipAddress, blockedBy } = req.body;
      await blockIp(db, clock, { ...req.body, clientIp: req.ip });
      req.log.warn({ ipAddress, blockedBy }, 'IP address blocked');
      return { ok: true as const };
    },
  );

  r.post(
    '/api/admin/abuse-patterns/unblock',
    { schema: { body: unblockIpSchema, response: { 200: okSchema } } },
    async (req) => {
      const { ipAddress } = req.body;
      await unblockIp(db, ipAddress);
      req.log.warn({ ipAddress }, 'IP address unblocked');
      return { ok: true as const };
    },
  );

  r.post(
    '/api/admin/abuse-patterns/whitelist',
    { schema: { body: whitelistIpSchema, response: { 200: okSchema } } },
    async (req) => {
      const { ipAddress, whitelistedBy } = req.body;
      await whitelistIp(db, clock, ipAddress, whitelistedBy);
      req.log.info({ ipAddress, whitelistedBy }, 'IP address whitelisted');
      return { ok: true as const };
    },
  );
}
