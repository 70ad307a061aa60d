import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIZ_ATTEMPT_COOKIE } from '../../core/schemas/quiz';
import { ADMIN_COOKIE } from '../sessions/admin-sessions';
import { createUserSession, SESSION_COOKIE } from '../sessions/user-sessions';
import { call, createTestApp, createTestUser } from '../test/harness';
import type { TestApp } from '../test/harness';

// The HTTP surface (docs/features/hardening.md): 405 with Allow, a 413 that says what it is,
// cookies Secure in production and `__Host-` over https.

// Production with PostgreSQL requires a shared signing secret.
const PRODUCTION = { NODE_ENV: 'production', SIGNING_SECRET: 'http-surface-test-secret-0123456789abcdef' };

const setCookies = (res: { headers: Record<string, unknown> }) =>
  [res.headers['set-cookie'] ?? []].flat().map(String);

describe('wrong method and too-large body', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 405 with Allow for a known API path asked with another method', async () => {
    const r = await call(t.app, { method: 'DELETE', url: '/api/testimonials' });
    expect(r.status).toBe(405);
    expect(r.res.headers.allow).toBe('GET, HEAD');
    expect(r.json).toEqual({
      code: 'METHOD_NOT_ALLOWED',
      message: 'DELETE is not allowed here; use GET, HEAD',
    });

    // A path with a parameter, several methods: every one listed.
    const put = await call(t.app, { method: 'PUT', url: '/api/admin/subscribers/12?x=1', payload: {} });
    expect(put.status).toBe(405);
    expect(put.res.headers.allow?.split(', ').sort()).toEqual(['DELETE', 'PATCH']);

    const get = await call(t.app, { method: 'GET', url: '/api/contact' });
    expect(get.status).toBe(405);
    expect(get.res.headers.allow).toBe('POST');
  });

  it('answers 405 for a page asked with a write method, 404 for paths that do not exist', async () => {
    const page = await call(t.app, { method: 'POST', url: '/signals', payload: {} });
    expect(page.status).toBe(405);
    expect(page.res.headers.allow).toBe('GET, HEAD');

    const missing = await call(t.app, { method: 'GET', url: '/api/no-such-thing' });
    expect(missing.status).toBe(404);
    expect(missing.res.headers.allow).toBeUndefined();
    expect(missing.json.code).toBe('NOT_FOUND');
    expect((await call(t.app, { method: 'POST', url: '/no-such-page', payload: {} })).status).toBe(404);
  });

  it('answers 413 PAYLOAD_TOO_LARGE with the limit for a body over 256 KB', async () => {
    const r = await call(t.app, {
      method: 'POST',
      url: '/api/contact',
      payload: { message: 'x'.repeat(300 * 1024) },
    });
    expect(r.status).toBe(413);
    expect(r.json).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large: at most 256 KB is accepted.',
    });
  });
});

describe('cookies in production over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { ...PRODUCTION, PUBLIC_URL: 'https://trendlab.example', ADMIN_PASSWORD: 'first-secret' },
    });
  });
  afterAll(() => t.close());

  it('sets and clears the admin session as __Host-admin_sid: Secure, Path=/, no Domain', async () => {
    const ok = await call(t.app, {
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: 'first-secret' },
    });
    expect(ok.status).toBe(200);
    const [line] = setCookies(ok.res).filter((c) => c.startsWith(`__Host-${ADMIN_COOKIE}=`));
    expect(line).toMatch(/; Path=\/;/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; Secure/);
    expect(line).not.toMatch(/Domain=/i);
    const cookie = line.split(';')[0];
    expect((await call(t.app, { method: 'GET', url: '/api/admin/session', cookie })).json).toEqual({
      authenticated: true,
    });

    const out = await call(t.app, { method: 'POST', url: '/api/admin/logout', cookie });
    const [cleared] = setCookies(out.res).filter((c) => c.startsWith(`__Host-${ADMIN_COOKIE}=;`));
    expect(cleared).toMatch(/Secure/);
    expect(cleared).toMatch(/Path=\//);
  });

  it('reads the member session only under __Host-sid: a bare sid (planted over http or by a subdomain) is ignored', async () => {
    const user = await createTestUser(t.app);
    const token = await createUserSession(t.app.deps.db, { userId: user.id, now: t.app.deps.clock.now() });
    const prefixed = await call(t.app, {
      method: 'GET',
      url: '/api/profile',
      cookie: `__Host-${SESSION_COOKIE}=${token}`,
    });
    expect(prefixed.status).toBe(200);
    const bare = await call(t.app, {
      method: 'GET',
      url: '/api/profile',
      cookie: `${SESSION_COOKIE}=${token}`,
    });
    expect(bare.status).toBe(401);

    const out = await call(t.app, {
      method: 'POST',
      url: '/api/logout',
      cookie: `__Host-${SESSION_COOKIE}=${token}`,
    });
    expect(
      setCookies(out.res).some((c) => c.startsWith(`__Host-${SESSION_COOKIE}=;`) && /Secure/.test(c)),
    ).toBe(true);
  });

  it('names the session cookie the API docs describe as it is sent', async () => {
    const doc = (await call(t.app, { method: 'GET', url: '/api/docs/json' })).json as unknown as {
      components: { securitySchemes: { session: { name: string } } };
    };
    expect(doc.components.securitySchemes.session.name).toBe(`__Host-${SESSION_COOKIE}`);
  });
});

describe('cookies in production over plain http (npm start on localhost)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...PRODUCTION, PUBLIC_URL: 'http://localhost:5000' } });
  });
  afterAll(() => t.close());

  it('keeps the bare names, still Secure (browsers accept that from localhost), quiz attempt included', async () => {
    const quiz = await call(t.app, { method: 'GET', url: '/api/quiz/questions' });
    const [attempt] = setCookies(quiz.res).filter((c) => c.startsWith(`${QUIZ_ATTEMPT_COOKIE}=`));
    expect(attempt).toMatch(/; Secure/);
    expect(attempt).toMatch(/; HttpOnly/);

    const user = await createTestUser(t.app);
    const token = await createUserSession(t.app.deps.db, { userId: user.id, now: t.app.deps.clock.now() });
    expect(
      (await call(t.app, { method: 'GET', url: '/api/profile', cookie: `${SESSION_COOKIE}=${token}` }))
        .status,
    ).toBe(200);
  });
});
