import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

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
