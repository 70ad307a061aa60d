import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { healthApi as api } from '../../../core/api/health';
import { serve } from '../../lib/serve-endpoint';

export default async function healthRoutes(app: FastifyInstance) {
  serve(app, api.health, async (_req, reply) => {
    const started = performance.now();
    let ok = true;
    try {
      await app.deps.database.query('SELECT 1');
    } catch {
      ok = false;
    }
    const body = {
      status: ok ? ('ok' as const) : ('degraded' as const),
      database: {
        kind: app.deps.database.kind,
        ok,
        latencyMs: Math.round((performance.now() - started) * 100) / 100,
        pool: app.deps.database.poolStats?.(),
      },
      uptimeSeconds: Math.round(process.uptime()),
      worker: cluster.worker?.id ?? 0,
    };
    reply.header('Cache-Control', 'no-store');
    return reply.status(ok ? 200 : 503).send(body);
  });
}
