import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { manualClock } from '../lib/clock';
import { startSmtpCatcher } from '../test/smtp-catcher';
import type { SmtpCatcher } from '../test/smtp-catcher';
import { createTestDatabase } from '../test/test-database';
import { createMailer } from './mailer';
import { renderMail } from './layout';
import { outboxKey } from './sealed-body';

const log = pino({ level: 'silent' });
const sealKey = outboxKey('a-test-signing-secret-of-32-chars!!');

describe('mailer', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    smtp = await startSmtpCatcher();
  });
  afterAll(async () => {
    await smtp.close();
    await drop();
  });

  it('sends over SMTP and records the message id', async () => {
    const clock = manualClock(new Date('2026-03-02T10:00:00Z'));
    const mailer = createMailer({
      db: database.db,
      smtpUrl: smtp.url,
      from: 'Site <site@example.com>',
      log,
      clock,
      sealKey,
    });
    const body = renderMail({
      title: 'Hello <you>',
      paragraphs: ['First & only'],
      action: { label: 'Open', url: 'http://x/y?a=1' },
    });
    const r = await mailer.send({ kind: 'test', to: 'someone@example.com', subject: 'Greetings', ...body });
    expect(r.sent).toBe(true);
    const got = await smtp.waitFor((m) => m.subject === 'Greetings');
    expect(got.to).toEqual(['someone@example.com']);
    expect(got.text).toContain('Open: http://x/y?a=1');
    expect(got.html).toContain('Hello &lt;you&gt;');
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, r.outboxId));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, messageId: r.messageId });
    mailer.close();
  });

  it('keeps a mail it could not deliver and sends it on retry', async () => {
    const clock = manualClock(new Date('2026-03-02T10:00:00Z'));
    const down = createMailer({
      db: database.db,
      smtpUrl: 'smtp://127.0.0.1:9',
      from: 'site@example.com',
      log,
      clock,
      sealKey,
    });
    const r = await down.send({ kind: 'test', to: 'later@example.com', subject: 'Retry me', text: 'body' });
    expect(r.sent).toBe(false);
    expect(r.error).toBeTruthy();
    const [queued] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, r.outboxId));
    expect(queued.status).toBe('queued');
    expect(queued.nextAttemptAt!.getTime()).toBeGreaterThan(clock.now().getTime());
    down.close();

    const up = createMailer({
      db: database.db,
      smtpUrl: smtp.url,
      from: 'site@example.com',
      log,
      clock,
      sealKey,
    });
    expect(await up.retryQueued()).toBe(0); // not due yet
    clock.advance(31_000);
    expect(await up.retryQueued()).toBe(1);
    await smtp.waitFor((m) => m.subject === 'Retry me');
    const [sent] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, r.outboxId));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    up.close();
  });

  it('in development without SMTP prints the whole mail to the console transport', async () => {
    const { createConsoleTransport } = await import('./console-transport');
    let printed = '';
    const transport = createConsoleTransport((s) => (printed += s));
    await transport.sendMail({
      from: 'TrendLab <a@b.c>',
      to: 'dev@example.com',
      replyTo: 'x@y.z',
      subject: 'Confirm',
      text: 'Open http://localhost:5101/confirm-email#token=abc',
    });
    expect(printed).toContain('To: dev@example.com');
    expect(printed).toContain('Reply-To: x@y.z');
    expect(printed).toContain('Subject: Confirm');
    expect(printed).toContain('http://localhost:5101/confirm-email#token=abc');
    const mailer = createMailer({
      db: database.db,
      console: true,
      from: 'site@example.com',
      log,
      clock: manualClock(),
      sealKey,
    });
    expect(mailer.hasTransport).toBe(true);
    mailer.close();
  });

  it('without SMTP writes the mail to the outbox only', async () => {
    const mailer = createMailer({
      db: database.db,
      from: 'site@example.com',
      log,
      clock: manualClock(),
      sealKey,
    });
    const r = await mailer.send({ kind: 'test', to: 'outbox@example.com', subject: 'Logged', text: 'kept' });
    expect(r).toMatchObject({ sent: false, error: null });
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, r.outboxId));
    // Kept only sealed (docs/features/hardening.md): nothing readable in the row, the mailer can still open it.
    expect(row).toMatchObject({ status: 'logged', textBody: null });
    expect(row.bodySealed).not.toContain('kept');
    expect(await mailer.readBody(r.outboxId)).toEqual({ text: 'kept' });
  });

  it('keeps no body at all once a mail is sent', async () => {
    const mailer = createMailer({
      db: database.db,
      smtpUrl: smtp.url,
      from: 'site@example.com',
      log,
      clock: manualClock(),
      sealKey,
    });
    const r = await mailer.send({
      kind: 'password-reset',
      to: 'gone@example.com',
      subject: 'Reset',
      text: 'http://x/reset#token=SECRET',
    });
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, r.outboxId));
    expect(row).toMatchObject({
      status: 'sent',
      kind: 'password-reset',
      toAddress: 'gone@example.com',
      subject: 'Reset',
      textBody: null,
      htmlBody: null,
      bodySealed: null,
    });
    mailer.close();
  });

  it('several processes retrying at once send a queued mail once (rows claimed with SKIP LOCKED)', async () => {
    const clock = manualClock(new Date('2026-03-02T10:00:00Z'));
    const down = createMailer({
      db: database.db,
      smtpUrl: 'smtp://127.0.0.1:9',
      from: 'site@example.com',
      log,
      clock,
      sealKey,
    });
    const r = await down.send({ kind: 'test', to: 'once@example.com', subject: 'Only once', text: 'body' });
    down.close();
    clock.advance(31_000);
    const mailers = [1, 2, 3].map(() =>
      createMailer({ db: database.db, smtpUrl: smtp.url, from: 'site@example.com', log, clock, sealKey }),
    );
    const counts = await Promise.all(mailers.map((m) => m.retryQueued()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    await smtp.waitFor((m) => m.subject === 'Only once');
    await new Promise((done) => setTimeout(done, 300));
    expect(smtp.messages.filter((m) => m.subject === 'Only once')).toHaveLength(1);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, r.outboxId));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    for (const m of mailers) m.close();
  });
});
