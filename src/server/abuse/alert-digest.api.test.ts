import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertNotifications, mailOutbox } from '../db/schema';
import { manualClock } from '../lib/clock';
import { createTestApp } from '../test/harness';
import type { TestApp } from '../test/harness';
import { startSmtpCatcher } from '../test/smtp-catcher';
import type { SmtpCatcher } from '../test/smtp-catcher';
import { ALERT_DIGEST_EVERY_MS, sendAlertDigest } from './alerts';
import { recordAbuseEvent } from './record-abuse-event';

const OPERATOR = 'ops@example.com';
const clock = manualClock(new Date('2026-03-02T10:00:00Z'));
let t: TestApp;
let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, OPERATOR_EMAIL: OPERATOR }, clock });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** One critical event from an IP: its pattern climbs to critical at once, which raises an alert. */
const attack = (ip: string) =>
  recordAbuseEvent(t.app.deps, {
    eventType: 'signin_burst',
    severity: 'critical',
    ipAddress: ip,
    endpoint: '/api/login',
    timeWindow: '15 min',
    windowMs: 900_000,
    description: 'Too many sign-in attempts from one IP',
  });
const alertMails = () =>
  t.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'security-alert')).orderBy(mailOutbox.id);
const digestMails = () =>
  t.app.deps.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, 'security-alert-digest'))
    .orderBy(mailOutbox.id);
const toOperator = () => smtp.messages.filter((m) => m.to.includes(OPERATOR));

describe('operator security alerts go through one digest', () => {
  it('300 new IPs reaching critical: one mail at once, the rest in one digest after 15 minutes', async () => {
    // A distributed attack: 300 addresses, ten at a time, as several processes would record them.
    const ips = Array.from({ length: 300 }, (_, i) => `198.18.${Math.floor(i / 250)}.${i % 250}`);
    for (let i = 0; i < ips.length; i += 10) await Promise.all(ips.slice(i, i + 10).map(attack));

    expect(await alertMails()).toHaveLength(1);
    const alerts = await t.app.deps.db.select().from(alertNotifications);
    expect(alerts).toHaveLength(300); // every alert is recorded for the admin screen
    expect(alerts.filter((a) => a.sent)).toHaveLength(1);
    expect(alerts.filter((a) => a.pendingDigest)).toHaveLength(299);

    // Within the 15 minutes nothing more goes out, however often the job runs.
    clock.advance(ALERT_DIGEST_EVERY_MS - 60_000);
    expect(await sendAlertDigest(t.app.deps)).toBe(0);
    clock.advance(60_000);
    // Three processes run the job at once: one digest.
    const runs = await Promise.all([1, 2, 3].map(() => sendAlertDigest(t.app.deps)));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await digestMails()).toHaveLength(1);
    const digest = await smtp.waitFor((m) => m.subject.startsWith('Security alerts:'));
    expect(digest.subject).toBe('Security alerts: 299 more since the last alert mail');
    expect(digest.text).toContain(`[CRITICAL] ${ips[299]}: signin_burst`);
    expect(digest.text).toContain('/admin/abuse');
    expect(toOperator()).toHaveLength(2);
    const after = await t.app.deps.db.select().from(alertNotifications);
    expect(after.filter((a) => a.pendingDigest)).toHaveLength(0);
    expect(after.every((a) => a.sent && a.errorMessage === null)).toBe(true);
  });

  it('an alert right after a digest waits for the next one; nothing pending, no digest', async () => {
    await attack('198.18.9.1');
    expect(await alertMails()).toHaveLength(1);
    clock.advance(ALERT_DIGEST_EVERY_MS);
    expect(await sendAlertDigest(t.app.deps)).toBe(1);
    const second = await smtp.waitFor(
      (m) => m.subject === 'Security alerts: 1 more since the last alert mail',
    );
    expect(second.text).toContain('198.18.9.1');
    clock.advance(ALERT_DIGEST_EVERY_MS);
    expect(await sendAlertDigest(t.app.deps)).toBe(0);
    // The gate is open again after a quiet quarter of an hour: the next alert goes out at once.
    await attack('198.18.9.2');
    expect(await alertMails()).toHaveLength(2);
    await smtp.waitFor((m) => m.subject.includes('198.18.9.2'));
  });
});
