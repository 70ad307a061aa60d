import cookie from '@fastify/cookie';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';
import { AppError } from '../../core/errors';
import { controlCharacterInUrl, refuseControlCharactersInBody } from './input-guard';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Security headers, cookies, and the CSRF rule of DESIGN §3: same-origin writes, JSON bodies only. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const https = app.deps.config.PUBLIC_URL.startsWith('https://');
  const documents = documentHeaders(https);
  const api = apiHeaders(documents);
  // One header set per kind of answer, computed once (decision 0020): JSON answers under /api/ get
  // the short OWASP REST set, pages and assets helmet's full set. The same hook refuses cross-site
  // writes (one hook per request instead of two; it needs no cookie). Synchronous, so reads (most
  // requests) pass without a promise.
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(req.url.startsWith('/api/') ? api : documents);
    const controls = controlCharacterInUrl(req);
    if (controls) return done(controls);
    if (!STATE_CHANGING.has(req.method)) return done();
    const origin = req.headers.origin;
    // Non-browser clients (curl, tests) send no Origin.
    if (!origin || sameHost(origin, req.headers.host)) return done();
    done(new AppError('FORBIDDEN', 'Cross-origin request refused'));
  });
  app.decorateReply('asDocument', function (this: FastifyReply) {
    return this.headers(documents);
  });
  await app.register(cookie);

  // Only JSON bodies are accepted (forms post JSON), which also blocks cross-site form posts.
  app.removeContentTypeParser('text/plain');

  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.every((m) => m === 'GET' || m === 'HEAD')) return;
    route.preValidation = [refuseControlCharactersInBody, ...[route.preValidation ?? []].flat()];
  });
});

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** helmet's headers for pages and assets: the site's content security policy and the rest. */
function documentHeaders(https: boolean): Record<string, string> {
  return helmetHeaders({
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
    hsts: https ? undefined : false,
  });
}

/**
 * The OWASP REST Security Cheat Sheet's headers for API answers: a JSON answer is never rendered as
 * a page, so the document policies (COOP, DNS prefetch, download options...) would only add bytes
 * to every answer. Nothing may load, frame or sniff it; other origins may not embed it.
 */
function apiHeaders(documents: Record<string, string>): Record<string, string> {
  const hsts = documents['strict-transport-security']; // set only when PUBLIC_URL is https
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}

/** The headers helmet would set, captured once from a stand-in response. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: unknown) => void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return Object.fromEntries(headers);
}

declare module 'fastify' {
  interface FastifyReply {
    /** Marks an HTML page served under /api/ (API docs, unsubscribe page): the document headers. */
    asDocument(): FastifyReply;
  }
}
