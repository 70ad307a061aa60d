import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from '../../core/errors';
import type { ErrorBody, ErrorCode, FieldIssue } from '../../core/errors';
import { isDatabaseUnavailable } from '../db/errors';

export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a minute.';
/** Seconds a client is told to wait after a 503 (database down) or a 429 without its own figure. */
const UNAVAILABLE_RETRY_S = 30;
const DEFAULT_429_RETRY_S = 60;
/** Codes for Fastify's own 4xx errors (body parsing, limits); any other 4xx is BAD_REQUEST. */
const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * One error shape `{ code, message, issues? }`; 5xx text never leaks to the client. An unreachable
 * database answers 503 UNAVAILABLE (the service returns by itself when the database does), and
 * every 429 carries `Retry-After`.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  const limitKb = Math.round((app.initialConfig.bodyLimit ?? 1024 * 1024) / 1024);
  const tooLarge = `The request body is too large: at most ${limitKb} KB is accepted.`;
  app.setErrorHandler((err: FastifyError | AppError | ZodError, req, reply) => {
    let status = 500;
    let body: ErrorBody = { code: 'INTERNAL', message: 'Internal server error' };

    if (err instanceof AppError) {
      status = err.status;
      body = err.toBody();
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      const issues: FieldIssue[] = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'Invalid value',
      }));
      status = 400;
      body = { code: 'VALIDATION', message: issues[0]?.message ?? 'Invalid request', issues };
    } else if (err instanceof ZodError) {
      const issues = err.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      status = 400;
      body = { code: 'VALIDATION', message: issues[0]?.message ?? 'Invalid request', issues };
    } else if ('statusCode' in err && typeof err.statusCode === 'number' && err.statusCode < 500) {
      status = err.statusCode;
      body =
        status === 413
          ? { code: 'PAYLOAD_TOO_LARGE', message: tooLarge }
          : { code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST', message: err.message };
    } else if (isDatabaseUnavailable(err)) {
      status = 503;
      body = { code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE };
      reply.header('Retry-After', String(UNAVAILABLE_RETRY_S));
    }

    if (status === 429 && !reply.hasHeader('retry-after')) {
      const wait = (err as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      reply.header(
        'Retry-After',
        String(typeof wait === 'number' ? Math.max(1, Math.ceil(wait)) : DEFAULT_429_RETRY_S),
      );
    }
    if (status === 503 && !(err instanceof AppError))
      req.log.warn({ err, url: req.url, method: req.method }, 'database unavailable');
    // A service's own 502/503 (payment provider down, online payment not set up) logged what it knows already.
    else if (err instanceof AppError && status >= 500)
      req.log.warn({ code: body.code, url: req.url, method: req.method }, body.message);
    else if (status >= 500) req.log.error({ err, url: req.url, method: req.method }, 'request failed');
    else req.log.info({ status, code: body.code, url: req.url }, 'request refused');
    reply.status(status).send(body);
  });
});
