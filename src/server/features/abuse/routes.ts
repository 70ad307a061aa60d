import type { FastifyInstance } from 'fastify';
import { abuseApi as api } from '../../../core/api/abuse';
import { AppError } from '../../../core/errors';
import { serve } from '../../lib/serve-endpoint';
import { iso, isoOrNull } from '../../lib/admin-rows';
import { recordAudit } from '../../lib/audit-log';
import { inTransaction } from '../../db/transaction';
import {
  abuseEventState,
  ipState,
  listAbuseEvents,
  listAbusePatterns,
  listAlertNotifications,
  resolveAbuseEvent,
} from './repo';
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
    // Who resolved comes from the admin session; a client-sent resolvedBy is ignored.
    const by = req.adminOperator!.label;
    const before = await abuseEventState(db, req.params.id);
    // The change and its audit row commit together or not at all.
    await inTransaction(db, async (tx) => {
      const found = await resolveAbuseEvent(tx, req.params.id, by, clock.now());
      if (!found) throw new AppError('NOT_FOUND', 'Abuse event not found');
      await recordAudit(tx, req, { before, after: await abuseEventState(tx, req.params.id) });
    });
    return { ok: true as const };
  });

  serve(app, api.block, async (req) => {
    const { ipAddress } = req.body;
    const blockedBy = req.adminOperator!.label; // from the session, never the body
    const before = await ipState(db, ipAddress);
    await blockIp(db, clock, { ...req.body, blockedBy, clientIp: req.ip }, async (tx) =>
      recordAudit(tx, req, {
        targetId: ipAddress,
        before,
        after: await ipState(tx, ipAddress),
        reason: req.body.reason,
      }),
    );
    req.log.warn({ ipAddress, blockedBy }, 'IP address blocked');
    return { ok: true as const };
  });

  serve(app, api.unblock, async (req) => {
    const { ipAddress } = req.body;
    const before = await ipState(db, ipAddress);
    await unblockIp(db, ipAddress, async (tx) =>
      recordAudit(tx, req, { targetId: ipAddress, before, after: await ipState(tx, ipAddress) }),
    );
    req.log.warn({ ipAddress }, 'IP address unblocked');
    return { ok: true as const };
  });

  serve(app, api.whitelist, async (req) => {
    const { ipAddress } = req.body;
    const whitelistedBy = req.adminOperator!.label; // from the session, never the body
    const before = await ipState(db, ipAddress);
    await whitelistIp(db, clock, ipAddress, whitelistedBy, async (tx) =>
      recordAudit(tx, req, { targetId: ipAddress, before, after: await ipState(tx, ipAddress) }),
    );
    req.log.info({ ipAddress, whitelistedBy }, 'IP address whitelisted');
    return { ok: true as const };
  });

  // A whitelist can be undone; the audit log records who removed it.
  serve(app, api.removeWhitelist, async (req) => {
    const { ip } = req.params;
    const before = await ipState(db, ip);
    await removeWhitelist(db, ip, async (tx) =>
      recordAudit(tx, req, {
        action: 'abuse.whitelist-remove',
        targetType: 'ip',
        targetId: ip,
        before,
        after: await ipState(tx, ip),
      }),
    );
    req.log.warn({ ipAddress: ip }, 'IP address removed from the whitelist');
    return { ok: true as const };
  });
}
