import { z } from 'zod';

/** GET /api/health: the process, its database and which worker answered. */
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
