import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../core/errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Security headers, cookies, and the CSRF rule of DESIGN §3: same-origin writes, JSON bodies only. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
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
  await app.register(cookie);

  // Only JSON bodies are accepted (forms post JSON), which also blocks cross-site form posts.
  app.removeContentTypeParser('text/plain');

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
