import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Severity } from '../../core/abuse/risk-score';
import { recordAbuseEvent } from '../features/abuse/record-abuse-event';

/**
 * @fastify/rate-limit, off by default and switched on per route with `limitRoute(...)`.
 * Counters live in memory, or in Redis when REDIS_URL is set so several processes share them.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const redisUrl = app.deps.config.REDIS_URL;
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler', // after body parsing, so limits can key on the email too
    redis,
    nameSpace: 'rl:',
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests. Please wait ${formatWait(ctx.ttl)} and try again.`,
    }),
  });
});

function formatWait(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  if (minutes <= 1) return `${Math.max(1, Math.ceil(ms / 1000))} seconds`;
  return `${minutes} minutes`;
}

export interface LimitRule {
  /** The abuse event type recorded when the limit is hit (e.g. 'signin_burst'). */
  eventType: string;
  severity: Severity;
  max: number;
  windowMs: number;
  /** Counter key; by default the client IP. Use it to limit per email as well. */
  key?: (req: FastifyRequest) => string;
  description: string;
}

/** Route `config` for one limit. Each hit past the limit is recorded as an abuse event. */
export function limitRoute(app: FastifyInstance, rule: LimitRule) {
  return {
    rateLimit: {
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (req: FastifyRequest) => `${rule.eventType}:${rule.key ? rule.key(req) : req.ip}`,
      onExceeded: (req: FastifyRequest) => {
        const body = (req.body ?? {}) as { email?: unknown };
        recordAbuseEvent(app.deps, {
          eventType: rule.eventType,
          severity: rule.severity,
          ipAddress: req.ip,
          email: typeof body.email === 'string' ? body.email.slice(0, 254) : null,
          endpoint: req.routeOptions.url ?? req.url,
          timeWindow: `${Math.round(rule.windowMs / 60_000)} min`,
          windowMs: rule.windowMs,
          description: rule.description,
          metadata: { limit: rule.max },
        }).catch((err) => req.log.error({ err }, 'could not record abuse event'));
      },
    },
  };
}
