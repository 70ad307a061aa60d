import { z } from 'zod';

/**
 * GET /api/health (liveness: 200 while the process serves, whatever the database says): the process,
 * its database and which worker answered.
 */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latencyMs: z.number(),
    /** PostgreSQL: this process's pool; `inUse` stays above 0 at rest only if a connection leaked. */
    pool: z
      .object({
        max: z.number().int(),
        total: z.number().int(),
        idle: z.number().int(),
        inUse: z.number().int(),
        waiting: z.number().int(),
      })
      .optional(),
  }),
  uptimeSeconds: z.number(),
  /** Which WEB_CONCURRENCY worker answered (1..N); 0 for a single process (decision 0022). */
  worker: z.number().int(),
});
export type Health = z.infer<typeof healthSchema>;

/** Why GET /api/ready says 503: shutting down, database unreachable, or migrations not yet applied. */
export const notReadyReasonSchema = z.enum(['draining', 'database', 'migrations']);
export type NotReadyReason = z.infer<typeof notReadyReasonSchema>;

/** GET /api/ready (readiness): 200 with no reasons, or 503 naming each reason. */
export const readySchema = z.object({
  ready: z.boolean(),
  reasons: z.array(notReadyReasonSchema),
});
export type Ready = z.infer<typeof readySchema>;
