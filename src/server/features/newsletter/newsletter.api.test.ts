import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abuseEvents, newsletterSubscribers } from '../../db/schema';
import { call, createTestApp } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import type { SmtpCatcher } from '../../test/smtp-catcher';

const linkIn = (text: string, part: string) => {
  const url = text.match(/https?:\/\/\S+/g)?.find((u) => u.includes(part));
  if (!url) throw new Error(`no ${part} link`);
  return new URLSearchParams(new URL(url).hash.slice(1)).get('token')!;
};

describe('newsletter API', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let ip = 0;
  const post = (url: string, payload: Record<string, unknown>, remoteAddress = `10.2.0.${++ip}`) =>
    call(t.app, { method: 'POST', url, payload, remoteAddress });
  const rowOf = async (email: string) =>
    (
      await t.app.deps.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))
    )[0];

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://site.test' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it.each([
    [{}, 'Please enter your email address.'],
    [{ email: '' }, 'Please enter your email address.'],
    [{ email: '   ' }, 'Please enter your email address.'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ email: 'a@b.co', source: 'elsewhere' }, undefined],
  ])('refuses %j with the spec message', async (payload, message) => {
    const { status, json } = await post('/api/newsletter/subscribe', payload);
    expect(status).toBe(400);
    expect(json.code).toBe('VALIDATION');
    if (message) expect(json.message).toBe(message);
  });

  it('double opt-in: pending, confirmation mail, confirm -> active + welcome with unsubscribe, unsubscribe -> unsubscribed', async () => {
    const email = 'reader@example.com';
    const { status, json } = await post('/api/newsletter/subscribe', { email, source: 'landing' });
    expect(status).toBe(200);
    expect(json).toMatchObject({ ok: true, confirmationRequired: true });
    expect(await rowOf(email)).toMatchObject({ status: 'pending', source: 'landing', confirmedAt: null });

    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('Confirm'));
    expect(mail.text).toContain('http://site.test/newsletter/unsubscribe#token=');
    const confirmed = await post('/api/newsletter/confirm', {
      token: linkIn(mail.text, '/newsletter/confirm'),
    });
    expect(confirmed.json).toEqual({ ok: true, email, status: 'active' });
    expect(await rowOf(email)).toMatchObject({ status: 'active' });
    expect((await rowOf(email)).confirmedAt).not.toBeNull();

    const welcome = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('Welcome'));
    const unsub = await post('/api/newsletter/unsubscribe', {
      token: linkIn(welcome.text, '/newsletter/unsubscribe'),
    });
    expect(unsub.json).toEqual({ ok: true, email, status: 'unsubscribed' });
    expect(await rowOf(email)).toMatchObject({ status: 'unsubscribed' });

    // The old confirmation link does not undo the unsubscribe.
    const stale = await post('/api/newsletter/confirm', { token: linkIn(mail.text, '/newsletter/confirm') });
    expect(stale.status).toBe(409);
  });

  it('re-subscribing is not an error: same answer, one row, case-insensitive; unsubscribed goes back to pending', async () => {
    const email = 'Again@Example.com';
    expect((await post('/api/newsletter/subscribe', { email })).status).toBe(200);
    const second = await post('/api/newsletter/subscribe', { email: email.toLowerCase() });
    expect(second.status).toBe(200);
    const rows = await t.app.deps.db.select().from(newsletterSubscribers);
    expect(rows.filter((r) => r.email.toLowerCase() === email.toLowerCase())).toHaveLength(1);

    const mail = await smtp.waitFor(
      (m) => m.to.includes(email.toLowerCase()) && m.subject.includes('Confirm'),
    );
    await post('/api/newsletter/unsubscribe', { token: linkIn(mail.text, '/newsletter/unsubscribe') });
    expect((await post('/api/newsletter/subscribe', { email })).status).toBe(200);
    expect(await rowOf(email)).toMatchObject({ status: 'pending', source: 'website' });
  });

  it('refuses forged, swapped-purpose and empty tokens', async () => {
    const forged = await post('/api/newsletter/confirm', {
      token: 'eyJwIjoibmwtY29uZmlybSIsInNpZCI6MX0.bad-signature',
    });
    expect(forged.status).toBe(400);
    expect(forged.json.message).toBe('This link is invalid or has expired. Please subscribe again.');
    const mail = await smtp.waitFor((m) => m.subject.includes('Confirm'));
    const swapped = await post('/api/newsletter/unsubscribe', {
      token: linkIn(mail.text, '/newsletter/confirm'),
    });
    expect(swapped.status).toBe(400);
    expect((await post('/api/newsletter/confirm', { token: '' })).json.message).toBe('This link is invalid.');
  });

  it('a filled honeypot gets the normal answer, stores nothing and is recorded', async () => {
    const { status } = await post('/api/newsletter/subscribe', {
      email: 'bot@example.com',
      website: 'http://spam',
    });
    expect(status).toBe(200);
    expect(await rowOf('bot@example.com')).toBeUndefined();
    expect(
      await t.app.deps.db.select().from(abuseEvents).where(eq(abuseEvents.eventType, 'honeypot')),
    ).toHaveLength(1);
  });

  it('limits sign-ups per IP and records a newsletter flood', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await post('/api/newsletter/subscribe', { email: `flood${i}@example.com` }, '10.2.9.9')).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    await expect
      .poll(
        async () =>
          (
            await t.app.deps.db
              .select()
              .from(abuseEvents)
              .where(eq(abuseEvents.eventType, 'newsletter_flood'))
          ).length,
      )
      .toBe(1);
  });
});
