import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Severity } from '../../core/abuse/risk-score';
import { AppError } from '../../core/errors';
import { fallbackStoreClass } from './rate-limit-store';

/** A 429 that knows how long to wait: the errors plugin turns it into `Retry-After`. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      'RATE_LIMITED',
      `Too many requests. Please wait ${formatWait(retryAfterSeconds * 1000)} and try again.`,
    );
  }
}

/**
 * @fastify/rate-limit, off by default and switched on per route with `limitRoute(...)`.
 * Counters live in memory, or in Redis when REDIS_URL is set so several processes share them;
 * while Redis is down they fall back to this process's memory (one warning line), never a 500.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const redisUrl = app.deps.config.REDIS_URL;
  const redis = redisUrl
    ? new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : undefined;
  if (redis) {
    redis.on('error', () => undefined); // reported once by the store, not on every reconnect attempt
    app.addHook('onClose', async () => void redis.disconnect());
  }
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler', // after body parsing, so limits can key on the email too
    store: fallbackStoreClass(redis, app.log) as never,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests. Please wait ${formatWait(ctx.ttl)} and try again.`,
    }),
  });
});

export function formatWait(ms: number): string {
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

/** Route `config` for one limit. Each hit past the limit is counted into an abuse event (coalesced). */
export function limitRoute(app: FastifyInstance, rule: LimitRule) {
  return {
    rateLimit: {
      max: rule.max,
      timeWindow: rule.windowMs,
      // Named by limiter, route and key (Redis: rl:signin_burst:POST /api/login:192.0.2.1), so each
      // route keeps its own count of a rule several routes share.
      keyGenerator: (req: FastifyRequest) =>
        `${rule.eventType}:${req.method} ${req.routeOptions.url}:${rule.key ? rule.key(req) : req.ip}`,
      onExceeded: (req: FastifyRequest) => {
        const body = (req.body ?? {}) as { email?: unknown };
        app.deps.abuse.record({
          eventType: rule.eventType,
          severity: rule.severity,
          ipAddress: req.ip,
          email: typeof body.email === 'string' ? body.email.slice(0, 254) : null,
          endpoint: req.routeOptions.url ?? req.url,
          timeWindow: `${Math.round(rule.windowMs / 60_000)} min`,
          windowMs: rule.windowMs,
          description: rule.description,
          metadata: { limit: rule.max },
        });
      },
    },
  };
}

/**
 * A limit that counts only failures (docs/features/hardening.md): `reached(req)` peeks without counting, `fail(req)`
 * counts one failure and records the abuse event once the limit is passed. Successes never count,
 * so the operator's own sign-ins never lock the office out.
 */
export function failureLimit(app: FastifyInstance, rule: LimitRule) {
  const { rateLimit: cfg } = limitRoute(app, rule);
  const check = app.createRateLimit({
    max: cfg.max,
    timeWindow: cfg.timeWindow,
    // One count per limiter and key, whichever route asks (rl:admin_signin_burst:192.0.2.1).
    keyGenerator: (req: FastifyRequest) => `${rule.eventType}:${rule.key ? rule.key(req) : req.ip}`,
  });
  return {
    /** The seconds to wait when the failures reached the limit, else null. */
    async reached(req: FastifyRequest): Promise<number | null> {
      const r = await check(req, { increment: false });
      if (r.isAllowed || r.remaining > 0) return null;
      return Math.max(1, r.ttlInSeconds);
    },
    async fail(req: FastifyRequest): Promise<void> {
      const r = await check(req);
      if (!r.isAllowed && r.isExceeded) cfg.onExceeded(req);
    },
    /** `reached`, then a 429 with Retry-After, the attempt recorded as abuse. */
    async refuseWhenReached(req: FastifyRequest): Promise<void> {
      const wait = await this.reached(req);
      if (wait === null) return;
      cfg.onExceeded(req);
      throw new RateLimitedError(wait);
    },
  };
}
