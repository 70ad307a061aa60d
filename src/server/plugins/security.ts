import cookie from '@fastify/cookie';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';
import { AppError } from '../../core/errors';
import { refuseControlCharacters } from './input-guard';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Security headers, cookies, and the CSRF rule of DESIGN §3: same-origin writes, JSON bodies only. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', 'https://img.youtube.com'],
        frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: app.deps.config.PUBLIC_URL.startsWith('https://') ? undefined : false,
  });
  // The same headers on every answer, computed once (a per-request helmet() rebuilt its policy each time).
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(cookie);

  // Only JSON bodies are accepted (forms post JSON), which also blocks cross-site form posts.
  app.removeContentTypeParser('text/plain');

  app.addHook('preValidation', refuseControlCharacters);

  app.addHook('onRequest', async (req) => {
    if (!STATE_CHANGING.has(req.method)) return;
    const origin = req.headers.origin;
    if (!origin) return; // non-browser clients (curl, tests) send no Origin
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw new AppError('FORBIDDEN', 'Cross-origin request refused');
    }
    if (host !== req.headers.host) throw new AppError('FORBIDDEN', 'Cross-origin request refused');
  });
});

/** The headers helmet would set, captured once from a stand-in response. */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}
