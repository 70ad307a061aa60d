import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { healthApi as api } from '../../../core/api/health';
import { serve } from '../../lib/serve-endpoint';
import { pingDatabase, readinessCheck } from './service';

/** The probes (docs/operations.md); neither is cached anywhere. */
export default async function healthRoutes(app: FastifyInstance) {
  // Liveness: 200 while the process serves. A database outage is reported, not a reason to restart.
  serve(app, api.health, async (_req, reply) => {
    const db = await pingDatabase(app.deps.database);
    reply.header('Cache-Control', 'no-store');
    return {
      status: db.ok ? ('ok' as const) : ('degraded' as const),
      database: {
        kind: app.deps.database.kind,
        ok: db.ok,
        latencyMs: db.ms,
        pool: app.deps.database.poolStats?.(),
      },
      uptimeSeconds: Math.round(process.uptime()),
      worker: cluster.worker?.id ?? 0,
    };
  });

  // Readiness: 503 while draining, while the database is unreachable or migrations are pending.
  const notReady = readinessCheck(app.deps);
  serve(app, api.ready, async (_req, reply) => {
    const reasons = await notReady();
    reply.header('Cache-Control', 'no-store');
    return reply.status(reasons.length ? 503 : 200).send({ ready: reasons.length === 0, reasons });
  });
}
