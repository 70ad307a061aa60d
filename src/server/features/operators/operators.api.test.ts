import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { ADMIN_SESSION_IDLE_MS } from '../../sessions/admin-sessions';
import { adminCookie, call, createTestApp } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { codeAt, cookieOf, createOperator, OPERATOR_PASSWORD } from './test-operators';

/** Named operators with TOTP, roles, operator sessions, the shared password's end. */
const clock = manualClock(new Date('2026-03-02T15:00:00Z'));
let t: TestApp;
let shared: string;
let owner: Awaited<ReturnType<typeof createOperator>>;
let ownerCookie: string;
const OWNER = 'olga.owner@example.com';

beforeAll(async () => {
  t = await createTestApp({ clock, env: { ADMIN_PASSWORD: 'shared-secret' } });
  shared = await adminCookie(t.app);
  owner = await createOperator(t.app, shared, { email: OWNER, role: 'owner' });
  ownerCookie = await owner.signIn();
});
afterAll(() => t.close());

const login = (payload: object, ip = '203.0.113.77') =>
  call(t.app, { method: 'POST', url: '/api/admin/operator-login', payload, remoteAddress: ip });
const next = (secret: string, steps = 1) => codeAt(secret, new Date(clock.now().getTime() + steps * 30_000));

describe('named operators', () => {
  it('the invite mails a link; the link sets a password (member rules) and a TOTP authenticator', async () => {
    const invite = await call(t.app, {
      method: 'POST',
      url: '/api/admin/operators',
      cookie: ownerCookie,
      payload: { email: 'Sam.Staff@Example.com', role: 'staff' },
    });
    expect(invite.status).toBe(201);
    expect(invite.json.operator).toMatchObject({
      email: 'sam.staff@example.com',
      role: 'staff',
      status: 'invited',
    });
    const token = new URL(invite.json.inviteUrl as string).searchParams.get('token')!;
    const info = await call(t.app, { method: 'GET', url: `/api/admin/operators/invite?token=${token}` });
    expect(info.json).toEqual({ email: 'sam.staff@example.com', role: 'staff' });
    const enrol = await call(t.app, {
      method: 'POST',
      url: '/api/admin/operators/invite/enrol',
      payload: { token },
    });
    expect(enrol.json.otpauthUrl).toMatch(/^otpauth:\/\/totp\/TrendLab%20Admin:sam\.staff%40example\.com\?/);
    expect(enrol.json.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const secret = enrol.json.secret as string;
    const accept = (password: string, code: string) =>
      call(t.app, {
        method: 'POST',
        url: '/api/admin/operators/invite/accept',
        payload: { token, password, confirmPassword: password, code },
      });
    expect((await accept('short', await next(secret, 0))).status).toBe(400);
    expect((await accept('Password123!', await next(secret, 0))).json.message).toMatch(/too common/);
    const wrong = await accept(OPERATOR_PASSWORD, '000000');
    expect(wrong.status).toBe(400);
    const ok = await accept(OPERATOR_PASSWORD, await next(secret, 0));
    expect(ok.status).toBe(200);
    expect(ok.json.recoveryCodes).toHaveLength(10);
    // The link works once.
    expect((await accept(OPERATOR_PASSWORD, await next(secret, 1))).status).toBe(404);
  });

  it('a named sign-in needs the TOTP code: without it, or with a wrong or used one, it fails', async () => {
    const o = await createOperator(t.app, ownerCookie, { email: 'tess.totp@example.com', role: 'staff' });
    const base = { email: 'tess.totp@example.com', password: OPERATOR_PASSWORD };
    expect((await login(base)).status).toBe(400);
    expect((await login({ ...base, code: '' })).status).toBe(400);
    const wrong = await login({ ...base, code: '123456' });
    expect(wrong.status).toBe(401);
    expect(wrong.json.message).toBe('Invalid email, password or authenticator code');
    expect((await login({ ...base, password: 'Wrong-pass-1!', code: await next(o.secret) })).status).toBe(
      401,
    );
    const code = await next(o.secret);
    const ok = await login({ ...base, code });
    expect(ok.status).toBe(200);
    const cookie = cookieOf(ok.res);
    const me = await call(t.app, { method: 'GET', url: '/api/admin/me', cookie });
    expect(me.json).toEqual({
      operator: 'tess.totp@example.com',
      email: 'tess.totp@example.com',
      role: 'staff',
      named: true,
    });
    // The same code again is refused (a step works once).
    expect((await login({ ...base, code })).status).toBe(401);
    // A recovery code works once in place of the authenticator code.
    expect((await login({ ...base, code: o.recoveryCodes[0] })).status).toBe(200);
    expect((await login({ ...base, code: o.recoveryCodes[0] })).status).toBe(401);
  });

  it('staff cannot invite, manage operators, issue API keys or change the shared password', async () => {
    const o = await createOperator(t.app, ownerCookie, { email: 'stan.staff@example.com', role: 'staff' });
    const cookie = await o.signIn();
    const invite = await call(t.app, {
      method: 'POST',
      url: '/api/admin/operators',
      cookie,
      payload: { email: 'x@example.com', role: 'staff' },
    });
    expect(invite.status).toBe(403);
    expect((await call(t.app, { method: 'GET', url: '/api/admin/operators', cookie })).status).toBe(403);
    const patch = await call(t.app, {
      method: 'PATCH',
      url: `/api/admin/operators/${o.id}`,
      cookie,
      payload: { role: 'owner' },
    });
    expect(patch.status).toBe(403);
    const key = await call(t.app, {
      method: 'POST',
      url: '/api/admin/registrations/1/api-keys',
      cookie,
      payload: { label: 'x' },
    });
    expect(key.status).toBe(403);
    const pw = await call(t.app, {
      method: 'POST',
      url: '/api/admin/change-password',
      cookie,
      payload: { currentPassword: 'shared-secret', newPassword: 'abcd' },
    });
    expect(pw.status).toBe(403);
    // Staff still do the daily work.
    expect((await call(t.app, { method: 'GET', url: '/api/admin/subscribers', cookie })).status).toBe(200);
  });

  it('throttles named sign-ins per account (many IPs) and per IP (many accounts)', async () => {
    const o = await createOperator(t.app, ownerCookie, { email: 'tina.throttle@example.com', role: 'staff' });
    for (let i = 0; i < 10; i++) {
      const r = await login(
        { email: 'tina.throttle@example.com', password: 'Wrong-pass-1!', code: '111111' },
        `198.51.100.${i + 1}`,
      );
      expect(r.status).toBe(401);
    }
    const held = await login(
      { email: 'tina.throttle@example.com', password: OPERATOR_PASSWORD, code: await next(o.secret) },
      '198.51.100.99',
    );
    expect(held.status).toBe(429);
    for (let i = 0; i < 10; i++) {
      const r = await login(
        { email: `nobody${i}@example.com`, password: 'Wrong-pass-1!', code: '111111' },
        '192.0.2.200',
      );
      expect(r.status).toBe(401);
    }
    expect(
      (await login({ email: 'other@example.com', password: 'x', code: '111111' }, '192.0.2.200')).status,
    ).toBe(429);
  });

  it('operator sessions are listed and revocable, and end after 30 idle minutes', async () => {
    const o = await createOperator(t.app, ownerCookie, { email: 'ivy.idle@example.com', role: 'staff' });
    const a = await o.signIn();
    clock.advance(31_000);
    const b = await o.signIn();
    const mine = await call(t.app, { method: 'GET', url: '/api/admin/sessions', cookie: a });
    const sessions = mine.json.sessions as Array<{ id: string; operator: string; current: boolean }>;
    expect(sessions).toHaveLength(2); // staff see their own only
    expect(sessions.every((s) => s.operator === 'ivy.idle@example.com')).toBe(true);
    const other = sessions.find((s) => !s.current)!;
    expect(
      (await call(t.app, { method: 'DELETE', url: `/api/admin/sessions/${other.id}`, cookie: a })).status,
    ).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/api/admin/me', cookie: b })).status).toBe(401);
    const all = await call(t.app, { method: 'GET', url: '/api/admin/sessions', cookie: ownerCookie });
    expect(
      (all.json.sessions as Array<{ operator: string }>).some((s) => s.operator === 'ivy.idle@example.com'),
    ).toBe(true);

    clock.advance(ADMIN_SESSION_IDLE_MS - 60_000);
    expect((await call(t.app, { method: 'GET', url: '/api/admin/me', cookie: a })).status).toBe(200); // used: refreshed
    clock.advance(ADMIN_SESSION_IDLE_MS + 1000);
    expect((await call(t.app, { method: 'GET', url: '/api/admin/me', cookie: a })).status).toBe(401);
    ownerCookie = await owner.signIn();
    shared = await adminCookie(t.app);
  });

  it('a disabled operator is signed out and cannot sign in', async () => {
    const o = await createOperator(t.app, ownerCookie, { email: 'dan.disabled@example.com', role: 'staff' });
    const cookie = await o.signIn();
    const off = await call(t.app, {
      method: 'PATCH',
      url: `/api/admin/operators/${o.id}`,
      cookie: ownerCookie,
      payload: { disabled: true },
    });
    expect(off.json.status).toBe('disabled');
    expect((await call(t.app, { method: 'GET', url: '/api/admin/me', cookie })).status).toBe(401);
    clock.advance(30_000);
    await expect(o.signIn()).rejects.toThrow(/401/);
  });

  it('once a named owner exists, the owner turns the shared password off; the shared password then opens nothing', async () => {
    const asShared = await call(t.app, {
      method: 'POST',
      url: '/api/admin/shared-password',
      cookie: shared,
      payload: { enabled: false },
    });
    expect(asShared.status).toBe(409); // only a named owner (signed in with their authenticator)
    const off = await call(t.app, {
      method: 'POST',
      url: '/api/admin/shared-password',
      cookie: ownerCookie,
      payload: { enabled: false },
    });
    expect(off.json).toEqual({ enabled: false, namedOwners: 1 });
    expect((await call(t.app, { method: 'GET', url: '/api/admin/me', cookie: shared })).status).toBe(401);
    const refused = await call(t.app, {
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: 'shared-secret' },
    });
    expect(refused.status).toBe(401);
    expect(refused.json.message).toMatch(/turned off/);
    await call(t.app, {
      method: 'POST',
      url: '/api/admin/shared-password',
      cookie: ownerCookie,
      payload: { enabled: true },
    });
    expect(
      (await call(t.app, { method: 'POST', url: '/api/admin/login', payload: { password: 'shared-secret' } }))
        .status,
    ).toBe(200);
  });
});
