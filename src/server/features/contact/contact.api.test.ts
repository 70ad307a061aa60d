import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abuseEvents, contactMessages } from '../../db/schema';
import { call, createTestApp } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import type { SmtpCatcher } from '../../test/smtp-catcher';

const VALID = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Question about futures',
  message: 'How often are the futures signals updated during the day?',
  inquiryType: 'support',
};

describe('contact API', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let ip = 0;
  const post = (payload: Record<string, unknown>, remoteAddress = `10.3.0.${++ip}`) =>
    call(t.app, { method: 'POST', url: '/api/contact', payload, remoteAddress });

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, OPERATOR_EMAIL: 'ops@site.test' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it.each([
    ['name', { name: 'A' }, 'Name must be at least 2 characters'],
    ['name', { name: undefined }, 'Name must be at least 2 characters'],
    ['email', { email: 'ada-at-example' }, 'Please enter a valid email address'],
    ['email', { email: undefined }, 'Please enter a valid email address'],
    ['subject', { subject: 'Hey' }, 'Subject must be at least 5 characters'],
    ['message', { message: 'Too short to read' }, 'Message must be at least 20 characters'],
    ['message', { message: '   padded with spaces       ' }, 'Message must be at least 20 characters'],
    ['inquiryType', { inquiryType: 'sales' }, 'Please select an inquiry type'],
  ])('%s: %j -> spec message', async (path, change, message) => {
    const { status, json } = await post({ ...VALID, ...change });
    expect(status).toBe(400);
    expect(json.message).toBe(message);
    expect(json.issues).toEqual([{ path, message }]);
  });

  it('stores the message as new (inquiry type defaults to general) and mails the operator', async () => {
    const { inquiryType: _omit, ...noType } = VALID;
    const { status, json } = await post({ ...noType, email: 'grace@example.com' });
    expect(status).toBe(200);
    expect(json).toEqual({ ok: true, message: "We'll get back to you within 24 hours." });
    const [row] = await t.app.deps.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'grace@example.com'));
    expect(row).toMatchObject({
      status: 'new',
      inquiryType: 'general',
      subject: VALID.subject,
      name: VALID.name,
    });
    const mail = await smtp.waitFor((m) => m.to.includes('ops@site.test'));
    expect(mail.subject).toBe(`[Contact #${row.id}] ${VALID.subject}`);
    expect(mail.text).toContain('grace@example.com');
    expect(mail.text).toContain(VALID.message);
    expect(mail.replyTo).toBe('grace@example.com');
    expect(mail.from).toContain('TrendLab');
    const ack = await smtp.waitFor((m) => m.to.includes('grace@example.com'));
    expect(ack.subject).toBe('We received your message');
    expect(ack.text).toContain(`#${row.id}`);
    expect(ack.text).not.toContain(VALID.message);
  });

  it('a filled honeypot is answered normally, discarded and recorded', async () => {
    const { status } = await post({ ...VALID, email: 'bot@example.com', website: 'x' });
    expect(status).toBe(200);
    expect(
      await t.app.deps.db.select().from(contactMessages).where(eq(contactMessages.email, 'bot@example.com')),
    ).toHaveLength(0);
    expect(
      await t.app.deps.db.select().from(abuseEvents).where(eq(abuseEvents.eventType, 'honeypot')),
    ).toHaveLength(1);
  });

  it('limits messages per IP and records a contact flood', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(VALID, '10.3.9.9')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    await expect
      .poll(
        async () =>
          (await t.app.deps.db.select().from(abuseEvents).where(eq(abuseEvents.eventType, 'contact_flood')))
            .length,
      )
      .toBe(1);
  });
});
