import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signInAs } from '../../test/harness';
import type { TestApp } from '../../test/harness';

describe('current user and sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 null when signed out (a signed-out page logs no failed request)', async () => {
    const { status, json } = await call(t.app, { method: 'GET', url: '/api/auth/user' });
    expect(status).toBe(200);
    expect(json).toBeNull();
  });

  it('returns the spec fields, never the password hash, with no-store', async () => {
    const { cookie, user } = await signInAs(t.app, 'premium');
    const { status, json, res } = await call(t.app, { method: 'GET', url: '/api/auth/user', cookie });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      firstName: user.firstName,
      lastName: user.lastName,
      status: 'approved',
      isPaidSubscriber: true,
    });
    expect(JSON.stringify(json)).not.toContain('argon2');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('sign-out deletes the session on the server', async () => {
    const { cookie } = await signInAs(t.app, 'free');
    expect((await call(t.app, { method: 'POST', url: '/api/logout', cookie })).status).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/api/auth/user', cookie })).json).toBeNull();
  });
});
