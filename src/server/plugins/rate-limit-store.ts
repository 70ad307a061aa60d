import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

const require = createRequire(import.meta.url);

/** Every rate-limit counter in Redis: `rl:<limiter>:<key>`, or `rl:<limiter>:<METHOD> <route>:<key>`. */
export const REDIS_PREFIX = 'rl:';

type Counter = { current: number; ttl: number };
type Done = (err: Error | null, res?: Counter) => void;
interface Store {
  incr(key: string, cb: Done, timeWindow: number, max: number): void;
  read(key: string, cb: Done, timeWindow: number, max: number): void;
  child(routeOptions: Record<string, unknown>): Store;
}
type StoreCtor = new (...args: unknown[]) => Store;

// The plugin's own stores (plain JS, no typings of their own).
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as StoreCtor;
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as StoreCtor;

/**
 * A rate-limit store for @fastify/rate-limit: Redis when REDIS_URL is set (counters shared by every
 * process), falling back to in-process counters while Redis is unreachable, with one warning line
 * when that starts and one info line when Redis answers again (docs/features/hardening.md).
 */
export function fallbackStoreClass(redis: Redis | undefined, log: Pick<Logger, 'warn' | 'info'>): StoreCtor {
  let degraded = false;
  const onRedisError = (err: Error) => {
    if (degraded) return;
    degraded = true;
    log.warn(
      { err: { message: err.message } },
      'Redis unreachable: rate limits are counted in this process until it answers again',
    );
  };
  const onRedisOk = () => {
    if (!degraded) return;
    degraded = false;
    log.info('Redis answers again: rate limits are shared again');
  };

  class FallbackStore implements Store {
    constructor(
      private readonly local: Store,
      private readonly remote: Store | null,
    ) {}

    private run(method: 'incr' | 'read', key: string, cb: Done, timeWindow: number, max: number) {
      if (!this.remote) return this.local[method](key, cb, timeWindow, max);
      this.remote[method](
        key,
        (err, res) => {
          if (!err && res) {
            onRedisOk();
            return cb(null, res);
          }
          onRedisError(err ?? new Error('no answer'));
          this.local[method](key, cb, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    incr(key: string, cb: Done, timeWindow: number, max: number) {
      this.run('incr', key, cb, timeWindow, max);
    }

    read(key: string, cb: Done, timeWindow: number, max: number) {
      this.run('read', key, cb, timeWindow, max);
    }

    // The plugin's own Redis child would prefix `${method}${url}-`, which for a limiter made by
    // createRateLimit (no route) reads `rl:undefinedundefined-`. The keys already name the limiter and,
    // for a route's limit, the route (limitRoute), so every child counts under plain `rl:`.
    child(routeOptions: Record<string, unknown>): Store {
      return new FallbackStore(this.local.child(routeOptions), this.remote ? redisStore(routeOptions) : null);
    }
  }

  const redisStore = (params: { continueExceeding?: unknown; exponentialBackoff?: unknown }) =>
    new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, REDIS_PREFIX);

  return class extends FallbackStore {
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      super(
        new LocalStore(params.continueExceeding, params.exponentialBackoff),
        redis ? redisStore(params) : null,
      );
    }
  } as unknown as StoreCtor;
}
