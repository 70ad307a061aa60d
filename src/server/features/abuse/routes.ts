import type { FastifyInstance } from 'fastify';
import { abuseApi as api } from '../../../core/api/abuse';
import { AppError } from '../../../core/errors';
import { serve } from '../../lib/serve-endpoint';
import { iso, isoOrNull } from '../admin/rows';
import { listAbuseEvents, listAbusePatterns, listAlertNotifications, resolveAbuseEvent } from './repo';
import { blockIp, removeWhitelist, unblockIp, whitelistIp } from './service';

/**
 * Security & Abuse screen: three lists, Resolve, Block, Unblock, Whitelist (spec 02 §2, §4, §7). Admin only.
 * The operator's own address (as this server sees it) is never blocked from here.
 */
export default async function abuseRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;

  serve(app, api.events, async () => {
    const rows = await listAbuseEvents(db);
    return rows.map(({ resolvedBy: _b, resolvedAt: _a, ...e }) => ({ ...e, createdAt: iso(e.createdAt) }));
  });

  serve(app, api.clientIp, async (req) => ({ ipAddress: req.ip }));

  serve(app, api.patterns, async () => {
    const rows = await listAbusePatterns(db);
    return rows.map(({ blockedBy: _b, whitelistedBy: _w, ...p }) => ({
      ...p,
      firstDetected: iso(p.firstDetected),
      lastDetected: iso(p.lastDetected),
    }));
  });

  serve(app, api.alerts, async () => {
    const rows = await listAlertNotifications(db);
    return rows.map((a) => ({ ...a, createdAt: iso(a.createdAt), sentAt: isoOrNull(a.sentAt) }));
  });

  serve(app, api.resolve, async (req) => {
    const found = await resolveAbuseEvent(db, req.params.id, req.body.resolvedBy, clock.now());
    if (!found) throw new AppError('NOT_FOUND', 'Abuse event not found');
    return { ok: true as const };
  });

  serve(app, api.block, async (req) => {
    const { ipAddress, blockedBy } = req.body;
    await blockIp(db, clock, { ...req.body, clientIp: req.ip });
    req.log.warn({ ipAddress, blockedBy }, 'IP address blocked');
    return { ok: true as const };
  });

  serve(app, api.unblock, async (req) => {
    const { ipAddress } = req.body;
    await unblockIp(db, ipAddress);
    req.log.warn({ ipAddress }, 'IP address unblocked');
    return { ok: true as const };
  });

  serve(app, api.whitelist, async (req) => {
    const { ipAddress, whitelistedBy } = req.body;
    await whitelistIp(db, clock, ipAddress, whitelistedBy);
    req.log.info({ ipAddress, whitelistedBy }, 'IP address whitelisted');
    return { ok: true as const };
  });

  // Issue 28: a whitelist can be undone; the audit log records who removed it.
  serve(app, api.removeWhitelist, async (req) => {
    const { ip } = req.params;
    await removeWhitelist(db, ip);
    req.log.warn({ ipAddress: ip }, 'IP address removed from the whitelist');
    return { ok: true as const };
  });
}
