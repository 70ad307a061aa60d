import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';

// Failures are logged by the error handler; besides them, only answers slower than this get a line.
export const SLOW_REQUEST_MS = 500;

const RECEIVED = Symbol('received at');
type Timed = FastifyRequest & { [RECEIVED]: number };

/**
 * Production request logging (decisions 0020 and 0067): no "incoming request" / "request completed"
 * pair per request (two serialised lines cost more than a cached answer), only slow answers at warn
 * and failures (the error handler). Fastify is given no logger then: with one, it times every answer
 * through two listeners on the response, added and removed per request, and makes each request's
 * logger through its child factory, about 6,000 instructions per answer (issue 31). This plugin,
 * registered first, gives each request a logger made on its first line, with the `reqId` binding
 * Fastify's would carry, and logs an answer slower than SLOW_REQUEST_MS when it is sent (a streamed
 * answer: when it starts). `LOG_REQUESTS=all` gives Fastify the logger and its lines instead.
 */
export const slowRequestLog = fp(
  async (app: FastifyInstance, { log }: { log: FastifyBaseLogger }) => {
    app.addHook('onRequest', (req, reply, done) => {
      const child = lazyChildLogger(log, { reqId: req.id }, {});
      req.log = child;
      reply.log = child;
      (req as Timed)[RECEIVED] = performance.now();
      done();
    });
    app.addHook('onSend', (req, reply, payload, done) => {
      const ms = performance.now() - (req as Timed)[RECEIVED];
      if (ms >= SLOW_REQUEST_MS) logSlow(req, reply, ms);
      done(null, payload);
    });
  },
  { name: 'slow-request-log' },
);

function logSlow(req: FastifyRequest, reply: FastifyReply, ms: number): void {
  req.log.warn(
    { method: req.method, url: req.url, statusCode: reply.statusCode, responseTime: Math.round(ms) },
    'slow request',
  );
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
 * A child of `parent` made on its first line: most answers never log in production, and a pino child
 * per request (its bindings serialised up front) costs more than a cached answer (decision 0020).
 * Lines logged carry the same bindings (reqId) as a pino child's.
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
