import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A read slower than this (ms) is worth an operator's attention: it is logged at info like a write. */
export const SLOW_READ_MS = 1000;

const READS = new Set(['GET', 'HEAD']);

/**
 * One access line a request instead of Fastify's two: the completed line carries what the incoming one
 * said (method, url, host, address) beside the status and the time, as an access log does. Half the
 * lines for the same facts. The price: a request whose answer is never written (the client went away
 * first) leaves no line here; the proxy's access log still has it.
 *
 * Writes, refusals, failures and slow reads are logged at info; a read answered below 400 in time at
 * debug (decision 0077). Those reads are nearly all the traffic and tell an operator nothing the proxy's
 * log does not, and a pino line costs about a quarter of such a read's CPU. LOG_LEVEL=debug logs them.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const responseTime = reply.elapsedTime; // a clock read: once a request
    const line = { req: request, res: reply, responseTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (isRoutineRead(request.method, reply.statusCode, responseTime))
      reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}

function isRoutineRead(method: string, statusCode: number, responseTime: number): boolean {
  return READS.has(method) && statusCode < 400 && responseTime < SLOW_READ_MS;
}
