import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '../../db/schema';
import { GLOBAL_CAP_REASON, senderCapReason } from '../../mail/visitor-caps';
import { KEY_REUSED } from '../../lib/idempotency';
import { call, createTestApp } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import type { SmtpCatcher } from '../../test/smtp-catcher';

/**
 * Before: 57 contact posts were stored although the client got 503, so retries duplicated them;
 * the operator's copies had no cap. A post with an Idempotency-Key stores once, whatever the
 * retries; the operator's copy passes the visitor-mail caps counted per sender.
 */
const OPERATOR = 'ops@site.test';
const message = (email: string, subject = 'Question about futures') => ({
  name: 'Ada Lovelace',
  email,
  subject,
  message: 'How often are the futures signals updated during the day?',
  inquiryType: 'support',
});
let smtp: SmtpCatcher;
let ip = 0;
const post = (t: TestApp, url: string, payload: object, key?: string) =>
  call(t.app, {
    method: 'POST',
    url,
    payload,
    remoteAddress: `10.56.${Math.floor(++ip / 200)}.${ip % 200}`,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
const stored = (t: TestApp, email: string) =>
  t.app.deps.db.select().from(contactMessages).where(eq(contactMessages.email, email));
const outbox = (t: TestApp, kind: string, to?: string) =>
  t.app.deps.db
    .select({ status: mailOutbox.status, lastError: mailOutbox.lastError, replyTo: mailOutbox.replyTo })
    .from(mailOutbox)
    .where(to ? and(eq(mailOutbox.kind, kind), eq(mailOutbox.toAddress, to)) : eq(mailOutbox.kind, kind))
    .orderBy(mailOutbox.id);

beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(() => smtp.close());

describe('idempotent contact and newsletter posts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: smtp.url, OPERATOR_EMAIL: OPERATOR } });
  });
  afterAll(() => t.close());

  it('the same contact post sent twice with one key stores one message and mails once', async () => {
    const body = message('retry.once@example.com');
    const first = await post(t, '/api/contact', body, 'contact-key-0001');
    const retry = await post(t, '/api/contact', body, 'contact-key-0001');
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.json).toEqual(first.json);
    expect(await stored(t, 'retry.once@example.com')).toHaveLength(1);
    expect(await outbox(t, 'contact-acknowledgement', 'retry.once@example.com')).toHaveLength(1);
    // A new submission (a new key) is a new message; so is a post without a key, as before.
    expect((await post(t, '/api/contact', body, 'contact-key-0002')).status).toBe(200);
    expect((await post(t, '/api/contact', body)).status).toBe(200);
    expect(await stored(t, 'retry.once@example.com')).toHaveLength(3);
  });

  it('retries racing each other still store one message', async () => {
    const body = message('retry.race@example.com');
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => post(t, '/api/contact', body, 'contact-race-key')),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await stored(t, 'retry.race@example.com')).toHaveLength(1);
  });

  it('a key reused for a different message is refused; a malformed key is a 400', async () => {
    expect((await post(t, '/api/contact', message('reuse@example.com'), 'contact-key-0003')).status).toBe(
      200,
    );
    const other = await post(
      t,
      '/api/contact',
      message('reuse@example.com', 'Another subject'),
      'contact-key-0003',
    );
    expect(other.status).toBe(409);
    expect(other.json.message).toBe(KEY_REUSED);
    expect(await stored(t, 'reuse@example.com')).toHaveLength(1);
    const bad = await post(t, '/api/contact', message('bad.key@example.com'), 'no spaces!');
    expect(bad.status).toBe(400);
    expect(await stored(t, 'bad.key@example.com')).toHaveLength(0);
  });

  it('a newsletter sign-up retried with its key mails one confirmation', async () => {
    const email = 'nl.retry@example.com';
    const a = await post(t, '/api/newsletter/subscribe', { email, source: 'website' }, 'newsletter-key-01');
    const b = await post(t, '/api/newsletter/subscribe', { email, source: 'website' }, 'newsletter-key-01');
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.json).toEqual(a.json);
    expect(await outbox(t, 'newsletter-confirmation', email)).toHaveLength(1);
  });
});

describe("operator copies of contact messages are capped like visitors' mails", () => {
  it('per sender a day: past the cap the message is stored, its copy held', async () => {
    const t = await createTestApp({
      env: { SMTP_URL: smtp.url, OPERATOR_EMAIL: OPERATOR, MAIL_CAP_PER_ADDRESS: '2' },
    });
    try {
      for (let i = 0; i < 3; i++)
        expect(
          (await post(t, '/api/contact', message('chatty@example.com', `Subject number ${i}`))).status,
        ).toBe(200);
      expect(await stored(t, 'chatty@example.com')).toHaveLength(3);
      const copies = await outbox(t, 'contact-message', OPERATOR);
      expect(copies.map((c) => c.status)).toEqual(['sent', 'sent', 'held']);
      expect(copies[2].lastError).toBe(senderCapReason(2));
      // Another sender's copy still reaches the operator.
      expect((await post(t, '/api/contact', message('quiet@example.com'))).status).toBe(200);
      const after = await outbox(t, 'contact-message', OPERATOR);
      expect(after.at(-1)).toMatchObject({ status: 'sent', replyTo: 'quiet@example.com' });
    } finally {
      await t.close();
    }
  });

  it('an hourly total over every sender: a flood from many addresses is held too', async () => {
    const t = await createTestApp({
      env: { SMTP_URL: smtp.url, OPERATOR_EMAIL: OPERATOR, MAIL_CAP_GLOBAL: '4' },
    });
    try {
      for (let i = 0; i < 5; i++)
        expect((await post(t, '/api/contact', message(`flood${i}@example.com`))).status).toBe(200);
      const copies = await outbox(t, 'contact-message', OPERATOR);
      expect(copies).toHaveLength(5);
      // Each post counts its copy and its acknowledgement into the hour's total of 4.
      expect(copies.map((c) => c.status)).toEqual(['sent', 'sent', 'held', 'held', 'held']);
      expect(copies[2].lastError).toBe(GLOBAL_CAP_REASON);
    } finally {
      await t.close();
    }
  });
});
