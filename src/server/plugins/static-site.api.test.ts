import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness';

/** docs/features/hardening.md: unknown paths are HTTP 404, and nothing that is not a page looks like one. */
describe('static site answers', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await createTestApp({
      clientFiles: {
        'index.html': '<!doctype html><div id="root"></div>',
        'assets/app-1234.js': 'console.log(1)',
        'pages/signals.html': '<!doctype html><div id="root"><h1>pre</h1></div>',
      },
    }));
  });
  afterAll(() => close());
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('serves known pages with 200, query strings and trailing slashes included', async () => {
    for (const url of [
      '/',
      '/signals',
      '/signals/',
      '/admin/abuse',
      '/reset-password?token=x',
      '/newsletter/confirm',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves a prerendered page for its bare path only: a query gets the shell (no hydration mismatch)', async () => {
    for (const url of ['/signals', '/signals/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<h1>pre</h1>');
    }
    const withQuery = await get('/signals?market=equities');
    expect(withQuery.statusCode).toBe(200);
    expect(withQuery.body).toBe('<!doctype html><div id="root"></div>');
  });

  it('answers unknown extension-less paths with 404 and the app shell (its 404 page)', async () => {
    for (const url of ['/no-such-page', '/wp-admin', '/admin/nope']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('never answers dotfiles, file names or missing assets with a page', async () => {
    for (const url of [
      '/.env',
      '/.git/config',
      '/.git',
      '/wp-login.php',
      '/backup.zip',
      '/assets/missing-abcd.js',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/plain');
      expect(res.body).not.toContain('<div id="root">');
    }
    expect((await get('/assets/app-1234.js')).statusCode).toBe(200);
  });
});
