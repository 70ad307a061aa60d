import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean(), latencyMs: z.number() }),
  uptimeSeconds: z.number(),
  /** Which WEB_CONCURRENCY worker answered (1..N); 0 for a single process (decision 0022). */
  worker: z.number().int(),
});

export default async function healthRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      { schema: { response: { 200: healthSchema, 503: healthSchema } } },
      async (_req, reply) => {
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
          },
          uptimeSeconds: Math.round(process.uptime()),
          worker: cluster.worker?.id ?? 0,
        };
        reply.header('Cache-Control', 'no-store');
        return reply.status(ok ? 200 : 503).send(body);
      },
    );
}
