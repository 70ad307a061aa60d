import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminCookie, call, createTestApp } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { recordAbuseEvent } from '../../abuse/record-abuse-event';
import { abusePatterns } from '../../db/schema';

/** Abuse events and alerts are written after the answer: give them time on a busy machine. */
const WAIT = { timeout: 15_000, interval: 100 };

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await adminCookie(t.app);
});
afterAll(() => t.close());

const ADMIN_IP = '192.0.2.200';
const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
  call(t.app, { method, url, payload, cookie, remoteAddress: ADMIN_IP });
const from = (ip: string, url: string) => t.app.inject({ method: 'GET', url, remoteAddress: ip });
type Event = {
  ipAddress: string;
  eventType: string;
  endpoint: string;
  blocked: boolean;
  requestCount: number;
};
type Pattern = { ipAddress: string; blocked: boolean; occurrenceCount: number };
type Alert = { message: string };
const events = async () => (await api('GET', '/api/admin/abuse-events')).json as unknown as Event[];
/** A detected event (and so a pattern) for `ip`, as the contact form's flood detector records one. */
const recordContactFlood = (ip: string) =>
  recordAbuseEvent(t.app.deps, {
    eventType: 'contact_flood',
    severity: 'medium',
    ipAddress: ip,
    endpoint: '/api/contact',
    timeWindow: '10 min',
    windowMs: 600_000,
    description: 'test',
  });

describe('scanner probes', () => {
  it('one request for an extension-less scanner path raises an event', async () => {
    const paths = ['/wp-admin', '/phpmyadmin', '/actuator/health', '/server-status', '/console'];
    for (const [i, path] of paths.entries()) await from(`198.18.0.${i + 1}`, path);
    await vi.waitFor(async () => {
      const all = await events();
      for (const [i, path] of paths.entries())
        expect(
          all.find((e) => e.ipAddress === `198.18.0.${i + 1}`),
          path,
        ).toMatchObject({
          eventType: 'scanner_probe',
          endpoint: path,
        });
    }, WAIT);
    // The site's own pages are not probes.
    await from('198.18.0.99', '/admin');
    await from('198.18.0.99', '/futures');
    expect((await events()).some((e) => e.ipAddress === '198.18.0.99')).toBe(false);
  });
});

describe('block, unblock, whitelist', () => {
  it('refuses an address that is not an IP', async () => {
    for (const url of [
      '/api/admin/abuse-patterns/block',
      '/api/admin/abuse-patterns/whitelist',
      '/api/admin/abuse-patterns/unblock',
    ]) {
      const res = await api('POST', url, { ipAddress: 'not-an-ip' });
      expect(res.status, url).toBe(400);
      expect(res.json.message, url).toBe('Enter a valid IPv4 or IPv6 address');
    }
    expect((await api('POST', '/api/admin/abuse-patterns/block', { ipAddress: '2001:db8::1' })).status).toBe(
      200,
    );
  });

  it('tells the admin their own address and never blocks it', async () => {
    expect((await api('GET', '/api/admin/client-ip')).json).toEqual({ ipAddress: ADMIN_IP });
    const own = await api('POST', '/api/admin/abuse-patterns/block', { ipAddress: ADMIN_IP });
    expect(own.status).toBe(409);
    expect(own.json.message).toBe('This is your own IP address; it cannot be blocked');
  });

  it('Unblock lifts a block at once and its events are no longer shown blocked', async () => {
    const ip = '198.18.1.1';
    await recordContactFlood(ip);
    expect((await api('POST', '/api/admin/abuse-patterns/block', { ipAddress: ip })).status).toBe(200);
    expect((await from(ip, '/api/health')).statusCode).toBe(403);
    expect((await events()).find((e) => e.ipAddress === ip)?.blocked).toBe(true);

    expect((await api('POST', '/api/admin/abuse-patterns/unblock', { ipAddress: ip })).status).toBe(200);
    expect((await from(ip, '/api/health')).statusCode).toBe(200);
    expect((await events()).find((e) => e.ipAddress === ip)?.blocked).toBe(false);
    const pattern = ((await api('GET', '/api/admin/abuse-patterns')).json as unknown as Pattern[]).find(
      (p) => p.ipAddress === ip,
    );
    expect(pattern?.blocked).toBe(false);
    const again = await api('POST', '/api/admin/abuse-patterns/unblock', { ipAddress: ip });
    expect(again.status).toBe(404);
    expect(again.json.message).toBe('This IP address is not blocked');
  });

  it('events stop being blocked once their address is whitelisted', async () => {
    const ip = '198.18.2.2';
    await recordContactFlood(ip);
    await api('POST', '/api/admin/abuse-patterns/block', { ipAddress: ip });
    expect((await events()).find((e) => e.ipAddress === ip)?.blocked).toBe(true);
    expect((await api('POST', '/api/admin/abuse-patterns/whitelist', { ipAddress: ip })).status).toBe(200);
    expect((await events()).find((e) => e.ipAddress === ip)?.blocked).toBe(false);
  });
});

describe('what Block writes', () => {
  type Detected = Pattern & {
    patternType: string;
    riskScore: number;
    firstDetected: string;
    lastDetected: string;
    notes: string | null;
  };
  const patternOf = async (ip: string) =>
    ((await api('GET', '/api/admin/abuse-patterns')).json as unknown as Detected[]).find(
      (p) => p.ipAddress === ip,
    );
  const block = (ipAddress: string, reason: string) =>
    api('POST', '/api/admin/abuse-patterns/block', { ipAddress, reason, blockedBy: 'admin' });

  it('records the block and its reason but leaves the detection figures and notes as they were', async () => {
    const ip = '198.18.4.4';
    const detectedAt = new Date(Date.now() - 3 * 24 * 60 * 60_000);
    await t.app.deps.db.insert(abusePatterns).values({
      ipAddress: ip,
      patternType: 'path_scanning',
      riskScore: 70,
      occurrenceCount: 42,
      firstDetected: new Date(detectedAt.getTime() - 60 * 60_000),
      lastDetected: detectedAt,
      notes: 'Probed /wp-admin and /.env',
    });
    const before = await patternOf(ip);
    const reason = 'Blocked for path_scanning pattern with risk score 70';
    expect((await block(ip, reason)).status).toBe(200);

    const after = await patternOf(ip);
    expect(after).toMatchObject({
      blocked: true,
      patternType: 'path_scanning',
      riskScore: 70,
      occurrenceCount: 42,
      firstDetected: before!.firstDetected,
      // 'Last Detected' is when the address was last seen misbehaving, not when the admin acted.
      lastDetected: detectedAt.toISOString(),
    });
    // The notes keep what was there; the reason of the block is added on its own line.
    expect(after!.notes).toBe(`Probed /wp-admin and /.env\n${reason}`);

    // Blocked again with the same reason (after an unblock): the reason is not written twice.
    await api('POST', '/api/admin/abuse-patterns/unblock', { ipAddress: ip });
    expect((await block(ip, reason)).status).toBe(200);
    expect((await patternOf(ip))!.notes).toBe(`Probed /wp-admin and /.env\n${reason}`);
  });

  it('a block without a reason leaves the notes alone; an address never seen gets a manual pattern', async () => {
    const ip = '198.18.5.5';
    await recordContactFlood(ip);
    const before = await patternOf(ip);
    expect((await api('POST', '/api/admin/abuse-patterns/block', { ipAddress: ip })).status).toBe(200);
    expect(await patternOf(ip)).toEqual({ ...before, blocked: true });

    const unseen = '198.18.5.6';
    expect((await block(unseen, 'Reported by a partner')).status).toBe(200);
    expect(await patternOf(unseen)).toMatchObject({
      blocked: true,
      patternType: 'manual',
      occurrenceCount: 0,
      notes: 'Reported by a partner',
    });
  });
});

describe('alert figures', () => {
  it("the alert's counts are the ones the events and patterns lists show", async () => {
    const ip = '198.18.3.3';
    for (let i = 0; i < 12; i += 1)
      await recordAbuseEvent(t.app.deps, {
        eventType: 'admin_signin_burst',
        severity: 'high',
        ipAddress: ip,
        endpoint: '/api/admin/login',
        timeWindow: '15 min',
        windowMs: 900_000,
        description: 'Too many admin password attempts from one IP',
      });
    const mine = (await events()).filter((e) => e.ipAddress === ip);
    const requests = mine.reduce((n, e) => n + e.requestCount, 0);
    const pattern = ((await api('GET', '/api/admin/abuse-patterns')).json as unknown as Pattern[]).find(
      (p) => p.ipAddress === ip,
    );
    expect(pattern?.occurrenceCount).toBe(requests);
    const alerts = (await api('GET', '/api/admin/alert-notifications')).json as unknown as Alert[];
    const alert = alerts.find((a) => a.message.includes(ip));
    expect(alert?.message).toMatch(/after \d+ flagged requests? in \d+ abuse events?\./);
    // At the moment of the alert: N requests in 1 event (all folded into the open one).
    const [, n, m] = /after (\d+) flagged requests? in (\d+) abuse/.exec(alert!.message)!;
    expect(Number(m)).toBe(mine.length);
    expect(Number(n)).toBeLessThanOrEqual(requests);
  });
});
