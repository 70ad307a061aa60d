import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminCookie, call, createTestApp } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import type { SmtpCatcher } from '../../test/smtp-catcher';
import { manualClock } from '../../lib/clock';
import { recordAbuseEvent } from '../../abuse/record-abuse-event';
import { SCAN_THRESHOLD } from '../../abuse/scan-detector';

/** Abuse events and alerts are written after the answer: give them time on a busy machine. */
const WAIT = { timeout: 15_000, interval: 100 };

const OPERATOR = 'ops@example.com';
let t: TestApp;
let smtp: SmtpCatcher;
let cookie: string;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, OPERATOR_EMAIL: OPERATOR, ADMIN_PASSWORD: 'right-one' },
  });
  cookie = await adminCookie(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const from = (ip: string, url = '/api/health', method: 'GET' | 'POST' = 'GET', payload?: object) =>
  t.app.inject({ method, url, remoteAddress: ip, payload });
const admin = async <T>(url: string) =>
  (await call(t.app, { method: 'GET', url, cookie })).json as unknown as T[];
type Pattern = {
  id: number;
  ipAddress: string;
  patternType: string;
  riskScore: number;
  blocked: boolean;
  isWhitelisted: boolean;
};
type Event = {
  id: number;
  ipAddress: string;
  eventType: string;
  resolved: boolean;
  blocked: boolean;
  requestCount: number;
};
type Alert = {
  subject: string;
  recipientEmail: string;
  sent: boolean;
  errorMessage: string | null;
  severity: string;
};

describe('detectors, patterns and alerts', () => {
  it('an admin sign-in burst becomes an event, a high-risk pattern and an alert mailed to the operator', async () => {
    const ip = '203.0.113.10';
    for (let i = 0; i < 11; i += 1) await from(ip, '/api/admin/login', 'POST', { password: `guess-${i}` });
    expect((await from(ip, '/api/admin/login', 'POST', { password: 'x' })).statusCode).toBe(429);

    const mail = await smtp.waitFor((m) => m.to.includes(OPERATOR) && m.subject.includes(ip), 10_000);
    expect(mail.subject).toBe(`[HIGH] Abuse pattern from ${ip}: admin_signin_burst`);
    expect(mail.text).toContain('/admin/abuse');

    const events = await admin<Event>('/api/admin/abuse-events');
    expect(events.find((e) => e.ipAddress === ip)).toMatchObject({
      eventType: 'admin_signin_burst',
      resolved: false,
    });
    const pattern = (await admin<Pattern>('/api/admin/abuse-patterns')).find((p) => p.ipAddress === ip);
    expect(pattern?.riskScore).toBeGreaterThanOrEqual(60);
    await vi.waitFor(async () => {
      const alert = (await admin<Alert>('/api/admin/alert-notifications')).find((a) =>
        a.subject.includes(ip),
      );
      expect(alert).toMatchObject({
        recipientEmail: OPERATOR,
        sent: true,
        errorMessage: null,
        severity: 'high',
      });
    }, WAIT);
  });

  it('many requests for missing paths from one IP are recorded as scanning', async () => {
    const ip = '198.51.100.50';
    for (let i = 0; i <= SCAN_THRESHOLD + 2; i += 1)
      await from(ip, i % 2 ? `/api/nope-${i}` : `/wp-login-${i}.php`);
    await vi.waitFor(async () => {
      const scan = (await admin<Event>('/api/admin/abuse-events')).find((e) => e.ipAddress === ip);
      expect(scan?.eventType).toBe('path_scanning');
      expect(scan?.requestCount).toBeGreaterThanOrEqual(2);
    }, WAIT);
    // A flood from one scanner is written together, and every 404 past the threshold is counted.
    const flood = '198.51.100.52';
    for (let i = 0; i < SCAN_THRESHOLD; i += 1) await from(flood, `/api/nope-${i}`);
    await Promise.all(Array.from({ length: 300 }, (_, i) => from(flood, `/api/flood-${i}`)));
    await vi.waitFor(async () => {
      const scans = (await admin<Event>('/api/admin/abuse-events')).filter((e) => e.ipAddress === flood);
      expect(scans.map((e) => [e.eventType, e.requestCount])).toEqual([['path_scanning', 300]]);
    }, WAIT);
    // A handful of 404s from a normal visitor is not scanning.
    for (let i = 0; i < 5; i += 1) await from('198.51.100.51', `/api/missing-${i}`);
    expect((await admin<Event>('/api/admin/abuse-events')).some((e) => e.ipAddress === '198.51.100.51')).toBe(
      false,
    );
  });

  it('records a failed alert with its error message', async () => {
    const broken = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9', OPERATOR_EMAIL: OPERATOR } });
    try {
      await recordAbuseEvent(broken.app.deps, {
        eventType: 'code_guessing',
        severity: 'critical',
        ipAddress: '192.0.2.99',
        endpoint: '/api/auth/verify-code',
        timeWindow: '10 min',
        windowMs: 600_000,
        description: 'Too many wrong codes',
      });
      const res = await call(broken.app, {
        method: 'GET',
        url: '/api/admin/alert-notifications',
        cookie: await adminCookie(broken.app),
      });
      const [alert] = res.json as unknown as Alert[];
      expect(alert).toMatchObject({ sent: false, severity: 'critical' });
      expect(alert.errorMessage).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await broken.close();
    }
  });
});

describe('resolve, block, whitelist', () => {
  it('resolves an event', async () => {
    const { eventId } = await recordAbuseEvent(t.app.deps, {
      eventType: 'contact_flood',
      severity: 'low',
      ipAddress: '192.0.2.5',
      endpoint: '/api/contact',
      timeWindow: '60 min',
      windowMs: 3_600_000,
      description: 'Too many contact messages',
    });
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/admin/abuse-events/${eventId}/resolve`,
      cookie,
      payload: { resolvedBy: 'admin' },
    });
    expect(res.status).toBe(200);
    expect((await admin<Event>('/api/admin/abuse-events')).find((e) => e.id === eventId)?.resolved).toBe(
      true,
    );
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/admin/abuse-events/999999/resolve',
          cookie,
          payload: { resolvedBy: 'admin' },
        })
      ).status,
    ).toBe(404);
  });

  it('a blocked IP gets 403 on every route at once; others do not', async () => {
    const ip = '203.0.113.66';
    expect((await from(ip)).statusCode).toBe(200); // also warms the cache
    const block = await call(t.app, {
      method: 'POST',
      url: '/api/admin/abuse-patterns/block',
      cookie,
      payload: { ipAddress: ip, reason: 'scanning pattern, risk 90', blockedBy: 'admin' },
    });
    expect(block.status).toBe(200);
    for (const url of ['/api/health', '/api/weekly-videos', '/', '/api/admin/login']) {
      const res = await from(
        ip,
        url,
        url.endsWith('login') ? 'POST' : 'GET',
        url.endsWith('login') ? { password: 'right-one' } : undefined,
      );
      expect(res.statusCode, url).toBe(403);
    }
    expect((await from('203.0.113.67')).statusCode).toBe(200);
    // The operator's own session still passes, so a block of their address can be undone.
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/admin/abuse-patterns',
      remoteAddress: ip,
      headers: { cookie },
    });
    expect(own.statusCode).toBe(200);
    const pattern = (await admin<Pattern>('/api/admin/abuse-patterns')).find((p) => p.ipAddress === ip);
    expect(pattern).toMatchObject({ blocked: true, patternType: 'manual' });
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/admin/abuse-patterns/block',
          cookie,
          payload: { ipAddress: '' },
        })
      ).status,
    ).toBe(400);
  });

  it('a whitelisted IP is never blocked and lifts an existing block', async () => {
    const ip = '203.0.113.77';
    await call(t.app, {
      method: 'POST',
      url: '/api/admin/abuse-patterns/block',
      cookie,
      payload: { ipAddress: ip, reason: 'r', blockedBy: 'admin' },
    });
    expect((await from(ip)).statusCode).toBe(403);
    const wl = await call(t.app, {
      method: 'POST',
      url: '/api/admin/abuse-patterns/whitelist',
      cookie,
      payload: { ipAddress: ip, whitelistedBy: 'admin' },
    });
    expect(wl.status).toBe(200);
    expect((await from(ip)).statusCode).toBe(200);
    const again = await call(t.app, {
      method: 'POST',
      url: '/api/admin/abuse-patterns/block',
      cookie,
      payload: { ipAddress: ip, reason: 'r', blockedBy: 'admin' },
    });
    expect(again.status).toBe(409);
    expect((await from(ip)).statusCode).toBe(200);
    // Detectors still run but never alert or block a whitelisted address.
    for (let i = 0; i <= SCAN_THRESHOLD + 2; i += 1) await from(ip, `/api/nope-${i}`);
    expect((await from(ip)).statusCode).toBe(200);
    expect(
      (await admin<Event>('/api/admin/abuse-events')).some(
        (e) => e.ipAddress === ip && e.eventType === 'path_scanning',
      ),
    ).toBe(false);
  });
});

describe('counting repeats in SQL', () => {
  const hit = (ip: string, severity: 'low' | 'high' = 'low') => ({
    eventType: 'contact_flood',
    severity,
    ipAddress: ip,
    endpoint: '/api/contact',
    timeWindow: '60 min',
    windowMs: 3_600_000,
    description: 'Too many contact messages',
  });

  it('concurrent hits from one IP, written by two module instances (two processes), make one event', async () => {
    const ip = '192.0.2.140';
    // A second copy of the module has its own memory, as another process would.
    vi.resetModules();
    const other = (await import('../../abuse/record-abuse-event')).recordAbuseEvent;
    const writes = Array.from({ length: 24 }, (_, i) =>
      (i % 2 ? other : recordAbuseEvent)(t.app.deps, hit(ip, i === 7 ? 'high' : 'low')),
    );
    const ids = new Set((await Promise.all(writes)).map((r) => r.eventId));
    expect(ids.size).toBe(1);
    const events = (await admin<Event & { severity: string }>('/api/admin/abuse-events')).filter(
      (e) => e.ipAddress === ip,
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ requestCount: 24, severity: 'high' });
    const pattern = (await admin<Pattern & { occurrenceCount: number }>('/api/admin/abuse-patterns')).find(
      (p) => p.ipAddress === ip,
    );
    expect(pattern?.occurrenceCount).toBe(24);
  });

  it('a repeat after the window, or after the event was resolved, opens a new event', async () => {
    const ip = '192.0.2.141';
    const clock = manualClock(new Date('2026-03-02T10:00:00Z'));
    const deps = { ...t.app.deps, clock };
    const first = await recordAbuseEvent(deps, hit(ip));
    clock.advance(30 * 60_000);
    expect((await recordAbuseEvent(deps, hit(ip))).eventId).toBe(first.eventId);
    clock.advance(31 * 60_000); // the first event's hour has passed
    const second = await recordAbuseEvent(deps, hit(ip));
    expect(second.eventId).not.toBe(first.eventId);
    await call(t.app, {
      method: 'POST',
      url: `/api/admin/abuse-events/${second.eventId}/resolve`,
      cookie,
      payload: { resolvedBy: 'admin' },
    });
    const third = await recordAbuseEvent(deps, hit(ip));
    expect(third.eventId).not.toBe(second.eventId);
    const counts = (await admin<Event>('/api/admin/abuse-events'))
      .filter((e) => e.ipAddress === ip)
      .map((e) => [e.id, e.requestCount]);
    expect(new Map(counts as [number, number][])).toEqual(
      new Map([
        [first.eventId, 2],
        [second.eventId, 1],
        [third.eventId, 1],
      ]),
    );
  });
});
