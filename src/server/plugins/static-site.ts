import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// CLIENT_DIR lets browser tests serve a private copy of the build.
export const CLIENT_DIR = resolve(process.cwd(), process.env.CLIENT_DIR ?? 'dist/client');

/**
 * Serves the built SPA: hashed assets cached for a year, precompressed .br/.gz files chosen by
 * Accept-Encoding (DESIGN §7), index.html never cached, and every non-API path falls back to it.
 */
export const staticSitePlugin = fp(async (app: FastifyInstance, opts: { serveClient: boolean }) => {
  const hasBuild = opts.serveClient && existsSync(join(CLIENT_DIR, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: CLIENT_DIR,
      preCompressed: true,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        if (path.startsWith(join(CLIENT_DIR, 'assets'))) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'public, max-age=300');
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: `No route ${req.method} ${req.url.split('?')[0]}` });
    }
    if (!opts.serveClient) return reply.status(404).type('text/plain').send('Not found');
    if (!hasBuild) {
      return reply.status(503).type('text/plain').send('The client is not built yet: run `npm run build` (npm start does it for you).');
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
});
