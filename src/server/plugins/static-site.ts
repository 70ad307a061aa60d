import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { paths } from '../../core/site-paths';
import { allowedMethodsLookup } from './allowed-methods';

// CLIENT_DIR lets browser tests serve a private copy of the build.
export const CLIENT_DIR = resolve(process.cwd(), process.env.CLIENT_DIR ?? 'dist/client');

/** Every page the client router knows (hash links like '/#learn' are the landing page). */
const PAGES: ReadonlySet<string> = new Set(
  Object.values(paths)
    .flatMap((p) => (typeof p === 'string' ? [p] : Object.values(p)))
    .map((p) => p.split('#')[0] || '/'),
);

/** Public pages prerendered at build time (scripts/prerender.mjs): path -> file in pages/. */
const PRERENDERED: Record<string, string> = JSON.parse(
  readFileSync(new URL('../../client/config/prerendered-pages.json', import.meta.url), 'utf8'),
);

/**
 * A page filled on every visit (the quiz's sample: features/quiz/quiz-page.ts, handed over by app.ts so this plugin
 * imports no feature): built once from the page's prerendered HTML and the shell, it answers each GET with the HTML.
 */
export type FilledPage = (
  app: FastifyInstance,
  files: { prerendered?: string; shell: string },
) => (reply: FastifyReply, o: { bare: boolean }) => Promise<string>;

/** Page path without query or trailing slash. */
function pagePath(url: string): string {
  const path = url.split('?')[0];
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** A dotfile (/.env, /.git/config), a file name (/x.php, /backup.zip) or an asset: never answered with a page. */
export function isFileLike(path: string): boolean {
  if (path.startsWith('/assets/')) return true;
  const segments = path.split('/');
  return segments.some((s) => s.startsWith('.')) || (segments.pop() ?? '').includes('.');
}

/**
 * Serves the built SPA: hashed assets cached for a year, precompressed .br/.gz files chosen by
 * Accept-Encoding (DESIGN §7), index.html never cached. Known pages answer 200 with index.html;
 * other extension-less paths answer 404 with index.html (the client shows its 404 page); file-like
 * paths (/.env, /.git/HEAD, /assets/missing.js) answer a plain-text 404, so nothing that is not a
 * page ever looks like one (docs/features/hardening.md). The 404 status still reaches the scan detector.
 * A known path asked with another method answers 405 with `Allow` (allowed-methods.ts).
 */
export const staticSitePlugin = fp(
  async (app: FastifyInstance, opts: { serveClient: boolean; clientDir?: string; quizPage?: FilledPage }) => {
    const clientDir = opts.clientDir ?? CLIENT_DIR;
    const hasBuild = opts.serveClient && existsSync(join(clientDir, 'index.html'));
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: clientDir,
        preCompressed: true,
        wildcard: false,
        index: false,
        setHeaders: (res, path) => {
          if (path.startsWith(join(clientDir, 'assets')))
            res.header('Cache-Control', 'public, max-age=31536000, immutable');
          else res.header('Cache-Control', 'public, max-age=300');
        },
      });
    }

    const prerenderedPages = new Map(
      Object.entries(PRERENDERED)
        .map(([path, file]) => [path, `pages/${file}`] as const)
        .filter(([, file]) => hasBuild && existsSync(join(clientDir, file))),
    );
    // The quiz page carries its per-visit sample (quiz-page.ts): read once, filled on every GET.
    const quizPrerendered = prerenderedPages.get(paths.quiz);
    const quiz =
      hasBuild && opts.quizPage
        ? opts.quizPage(app, {
            prerendered: quizPrerendered && readFileSync(join(clientDir, quizPrerendered), 'utf8'),
            shell: readFileSync(join(clientDir, 'index.html'), 'utf8'),
          })
        : undefined;
    // A route of its own, not the not-found handler below, so @fastify/compress compresses it (it
    // hooks routes only); HEAD is answered from the file like any page's, without drawing a sample.
    if (quiz) {
      for (const url of [paths.quiz, `${paths.quiz}/`])
        app.get(url, { exposeHeadRoute: false }, (req, reply) =>
          quiz(reply, { bare: !req.url.includes('?') }),
        );
    }
    const plainNotFound = (reply: FastifyReply) =>
      reply.status(404).type('text/plain; charset=utf-8').send('Not found');

    const allowedMethods = allowedMethodsLookup(app, PAGES);
    app.setNotFoundHandler((req, reply) => {
      const allowed = allowedMethods(req.url);
      if (allowed.length > 0 && !allowed.includes(req.method)) {
        return reply
          .status(405)
          .header('Allow', allowed.join(', '))
          .send({
            code: 'METHOD_NOT_ALLOWED',
            message: `${req.method} is not allowed here; use ${allowed.join(', ')}`,
          });
      }
      if (req.url.startsWith('/api/') || (req.method !== 'GET' && req.method !== 'HEAD')) {
        return reply
          .status(404)
          .send({ code: 'NOT_FOUND', message: `No route ${req.method} ${req.url.split('?')[0]}` });
      }
      const path = pagePath(req.url);
      if (!opts.serveClient || isFileLike(path)) return plainNotFound(reply);
      if (!hasBuild) {
        return reply
          .status(503)
          .type('text/plain')
          .send('The client is not built yet: run `npm run build` (npm start does it for you).');
      }
      reply.header('Cache-Control', 'no-cache');
      // A prerendered page paints before its JavaScript runs; the others start from the empty shell.
      // The HTML was rendered for the bare path: a query (/signals?market=equities) can change what
      // the page shows, so such a URL gets the shell and renders on the client, never a mismatch.
      const prerendered = req.url.includes('?') ? undefined : prerenderedPages.get(path);
      if (prerendered) return reply.sendFile(prerendered);
      return reply.status(PAGES.has(path) ? 200 : 404).sendFile('index.html');
    });
  },
);
