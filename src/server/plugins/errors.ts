import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from '../../core/errors';
import type { ErrorBody, FieldIssue } from '../../core/errors';

/** One error shape `{ code, message, issues? }`; 5xx text never leaks to the client. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
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
      const code = status === 429 ? 'RATE_LIMITED' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST';
      body = { code, message: err.message };
    }

    if (status >= 500) req.log.error({ err, url: req.url, method: req.method }, 'request failed');
    else req.log.info({ status, code: body.code, url: req.url }, 'request refused');
    reply.status(status).send(body);
  });
});
