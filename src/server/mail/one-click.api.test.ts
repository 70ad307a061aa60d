import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../db/schema';
import { call, createTestApp } from '../test/harness';
import type { TestApp } from '../test/harness';
import { startSmtpCatcher } from '../test/smtp-catcher';
import type { SmtpCatcher } from '../test/smtp-catcher';

// Newsletter mails carry RFC 8058 headers; the provider's POST unsubscribes at once.
// (Signal alerts: features/alerts/alerts.api.test.ts.)
let t: TestApp;
let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://site.test' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const statusOf = async (email: string) =>
  (await t.app.deps.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]
    .status;

describe('newsletter one-click unsubscribe (RFC 8058)', () => {
  it('the mail has List-Unsubscribe and List-Unsubscribe-Post; a form POST to it unsubscribes, a bad token is a 400', async () => {
    const email = 'one.click@example.com';
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/newsletter/subscribe',
          payload: { email, source: 'website' },
        })
      ).status,
    ).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const url = /^<http:\/\/site\.test(\/api\/newsletter\/unsubscribe\/one-click\?token=\S+)>$/.exec(
      mail.headers['list-unsubscribe'],
    )![1];
    expect(await statusOf(email)).toBe('pending');
    const res = await call(t.app, {
      method: 'POST',
      url,
      headers: form,
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(res.res.headers['content-type']).toContain('text/html');
    expect(res.res.body).toContain(`${email} has been unsubscribed.`);
    expect(await statusOf(email)).toBe('unsubscribed');
    for (const bad of ['token=forged', 'token=a%00b', 'token=a&token=b'])
      expect(
        (
          await call(t.app, {
            method: 'POST',
            url: `/api/newsletter/unsubscribe/one-click?${bad}`,
            headers: form,
            payload: 'List-Unsubscribe=One-Click',
          })
        ).status,
      ).toBe(400);
  });
});
