import { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';

// Failures are logged by the error handler; besides them, only answers slower than this get a line.
export const SLOW_REQUEST_MS = 500;

/**
 * Production request logging (decision 0020): no "incoming request" / "request completed" pair per
 * request (two serialised lines cost more than a cached answer), only slow answers at warn and
 * errors. `LOG_REQUESTS=all` restores Fastify's lines.
 */
export class SlowRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    req: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error) return super.requestCompleted(error, req, reply, metadata);
    if (reply.elapsedTime < SLOW_REQUEST_MS) return;
    req.log.warn(
      {
        method: req.method,
        url: req.url,
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime),
      },
      'slow request',
    );
  }
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
const OTHER_METHODS = ['child', 'bindings', 'setBindings', 'flush'] as const;

interface LazyChild {
  bindings: Bindings;
  options: ChildLoggerOptions;
  real?: FastifyBaseLogger;
}

const prototypes = new WeakMap<FastifyBaseLogger, object>();

/**
 * Fastify's `childLoggerFactory`: each request's logger is made on its first line. Most answers never
 * log in production, and a pino child per request (its bindings serialised up front) cost more than
 * a cached answer (decision 0020). Lines logged carry the same bindings (reqId) as before.
 */
export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  let proto = prototypes.get(parent);
  if (!proto) prototypes.set(parent, (proto = lazyPrototype(parent)));
  const child = Object.create(proto) as LazyChild;
  child.bindings = bindings;
  child.options = options;
  return child as unknown as FastifyBaseLogger;
}

// Level, levels and the rest are read from the parent; each logging method makes the real child once.
function lazyPrototype(parent: FastifyBaseLogger): object {
  const enabled = (level: string) => (parent as unknown as Logger).isLevelEnabled(level);
  const proto = Object.create(parent) as Record<string, unknown>;
  const real = (child: LazyChild) => (child.real ??= parent.child(child.bindings, child.options));
  for (const level of LEVELS)
    proto[level] = function (this: LazyChild, ...args: unknown[]) {
      if (!enabled(level)) return;
      (real(this)[level] as (...a: unknown[]) => void)(...args);
    };
  for (const method of OTHER_METHODS)
    proto[method] = function (this: LazyChild, ...args: unknown[]) {
      return (real(this) as unknown as Record<string, (...a: unknown[]) => unknown>)[method](...args);
    };
  return proto;
}
