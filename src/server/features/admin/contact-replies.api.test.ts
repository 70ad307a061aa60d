import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, contactResponses } from '../../db/schema';
import { adminCookie, call, createTestApp } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import type { SmtpCatcher } from '../../test/smtp-catcher';

const OPERATOR = 'desk@trendlab.example';

async function adminApi(t: TestApp) {
  const cookie = await adminCookie(t.app);
  return (method: 'GET' | 'POST', url: string, payload?: object) =>
    call(t.app, { method, url, payload, cookie });
}

async function insertMessage(t: TestApp, o: Partial<typeof contactMessages.$inferInsert> = {}) {
  const [row] = await t.app.deps.db
    .insert(contactMessages)
    .values({ name: 'Ann Lee', email: 'ann@example.com', subject: 'Margin question', message: 'Hi', ...o })
    .returning();
  return row;
}

describe('contact reply that is delivered', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, OPERATOR_EMAIL: OPERATOR } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('has Reply-To the operator, signs as TrendLab and keeps the quoted line breaks in HTML', async () => {
    const api = await adminApi(t);
    const m = await insertMessage(t, {
      email: 'quote@example.com',
      message: 'Line one\nLine two\n\nLast <b>line</b>',
    });
    const res = await api('POST', '/api/admin/contact-messages/reply', {
      messageId: m.id,
      subject: 'Re: Margin question',
      body: 'Thanks!',
    });
    expect(res.status).toBe(200);
    expect(res.json.emailSent).toBe(true);
    const mail = await smtp.waitFor((x) => x.to.includes('quote@example.com'));
    expect(mail.replyTo).toContain(OPERATOR);
    expect(mail.text).toContain('The TrendLab team');
    expect(mail.text).not.toContain('Trend Signals');
    expect(mail.html).toContain('Line one<br>Line two<br><br>Last &lt;b&gt;line&lt;/b&gt;');
    expect(mail.html).toContain('Best regards,<br>The TrendLab team');
  });

  // The mail is out before the reply is recorded: a dropped database connection must neither lose the
  // record nor lead the operator to send the reply twice.
  function failTransactions(times: number) {
    const db = t.app.deps.db;
    const real = db.transaction.bind(db);
    let failures = 0;
    db.transaction = ((...args: Parameters<typeof real>) => {
      if (failures >= times) return real(...args);
      failures += 1;
      return Promise.reject(new Error('Connection terminated unexpectedly'));
    }) as typeof db.transaction;
    return () => {
      db.transaction = real;
      return failures;
    };
  }
  const responsesOf = (id: number) =>
    t.app.deps.db.select().from(contactResponses).where(eq(contactResponses.messageId, id));

  it('records a mailed reply on a fresh connection when the first one dropped: one mail, one record', async () => {
    const api = await adminApi(t);
    const m = await insertMessage(t, { email: 'dropped-once@example.com' });
    const restore = failTransactions(1);
    const res = await api('POST', '/api/admin/contact-messages/reply', {
      messageId: m.id,
      subject: 'Re: Margin question',
      body: 'Answered once.',
    });
    expect(restore()).toBe(1);
    expect(res.status).toBe(200);
    expect(await responsesOf(m.id)).toHaveLength(1);
    const [row] = await t.app.deps.db.select().from(contactMessages).where(eq(contactMessages.id, m.id));
    expect(row.status).toBe('responded');
    await smtp.waitFor((x) => x.to.includes('dropped-once@example.com'));
    expect(smtp.messages.filter((x) => x.to.includes('dropped-once@example.com'))).toHaveLength(1);
  });

  it('says the reply was sent when the database stays away, so the operator does not send it again', async () => {
    const api = await adminApi(t);
    const m = await insertMessage(t, { email: 'dropped-always@example.com' });
    const restore = failTransactions(Infinity);
    const res = await api('POST', '/api/admin/contact-messages/reply', {
      messageId: m.id,
      subject: 'Re: Margin question',
      body: 'Sent, not recorded.',
    });
    expect(restore()).toBe(4); // the first try and three more
    expect(res.status).toBe(503);
    expect(res.json.message).toBe(
      'The reply was sent, but the database could not record it. Do not send it again: the admin outbox shows the mail.',
    );
    await smtp.waitFor((x) => x.to.includes('dropped-always@example.com'));
    expect(await responsesOf(m.id)).toHaveLength(0);
  });

  it('searches name, email, subject and message text, and filters by status', async () => {
    const api = await adminApi(t);
    await insertMessage(t, {
      name: 'Zed Quill',
      email: 'zed@example.com',
      subject: 'Billing',
      message: 'Invoice please',
    });
    await insertMessage(t, {
      name: 'Bo',
      email: 'bo@example.com',
      subject: 'Refund',
      message: 'zebra',
      status: 'in-progress',
    });
    const search = async (q: string) =>
      (await api('GET', `/api/admin/contact-messages?${q}`)).json as unknown as {
        total: number;
        messages: Array<{ name: string }>;
      };
    expect((await search('search=quill')).messages.map((m) => m.name)).toEqual(['Zed Quill']);
    expect((await search('search=invoice')).total).toBe(1);
    expect((await search('search=ze')).total).toBe(2); // 'Zed', 'zebra'
    expect((await search('filterStatus=in-progress')).messages.map((m) => m.name)).toEqual(['Bo']);
    expect((await search('search=ze&filterStatus=in-progress')).total).toBe(1);
    expect((await search('search=%25')).total).toBe(0); // a LIKE wildcard is searched as text
    expect((await api('GET', '/api/admin/contact-messages?filterStatus=closed')).status).toBe(400);
  });

  it('the responses of a message that does not exist are a 404, not an empty list', async () => {
    const api = await adminApi(t);
    const m = await insertMessage(t, { email: 'quiet@example.com' });
    const none = await api('GET', `/api/admin/contact-messages/${m.id}/responses`);
    expect(none.status).toBe(200);
    expect(none.json).toEqual({ responses: [] });

    const missing = await api('GET', '/api/admin/contact-messages/999999/responses');
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ code: 'NOT_FOUND', message: 'Contact message not found' });
  });
});

describe('contact reply that cannot be delivered', () => {
  for (const [name, env, reason] of [
    ['the SMTP server refuses', { SMTP_URL: 'smtp://127.0.0.1:1' }, /ECONNREFUSED/],
    ['no SMTP server is configured', {}, /only written to the outbox/],
    // Development prints mails to the terminal; the customer still gets nothing.
    [
      'only the development console transport is there',
      { NODE_ENV: 'development' },
      /only printed to the server console/,
    ],
  ] as const) {
    it(`answers 503 with the reason when ${name}: status kept, nothing recorded, outbox shows the error`, async () => {
      const t = await createTestApp({ env });
      try {
        const api = await adminApi(t);
        const m = await insertMessage(t, { status: 'in-progress' });
        const res = await api('POST', '/api/admin/contact-messages/reply', {
          messageId: m.id,
          subject: 'Re: Margin question',
          body: 'Answer',
        });
        expect(res.status).toBe(503);
        expect(res.json.message).toMatch(
          /^The reply was not delivered: .+\. The message keeps its status; try again\.$/,
        );
        expect(res.json.message).toMatch(reason);
        const [after] = await t.app.deps.db
          .select()
          .from(contactMessages)
          .where(eq(contactMessages.id, m.id));
        expect(after).toMatchObject({ status: 'in-progress', respondedAt: null });
        expect(await t.app.deps.db.select().from(contactResponses)).toEqual([]);
        const outbox = await api('GET', '/api/admin/mail-outbox?limit=5');
        const mail = (
          outbox.json.mails as Array<{ kind: string; status: string; lastError: string | null }>
        ).find((x) => x.kind === 'contact-reply');
        expect(mail?.status).toBe('failed');
        expect(mail?.lastError).toBeTruthy();
        // Not queued for an automatic resend: a Retry from the dialog would otherwise send it twice.
        expect(await t.app.deps.mailer.retryQueued()).toBe(0);
      } finally {
        await t.close();
      }
    });
  }
});
