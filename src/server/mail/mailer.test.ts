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

const log = pino({ level: 'silent' });

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
    const mailer = createMailer({ db: database.db, smtpUrl: smtp.url, from: 'Site <site@example.com>', log, clock });
    const body = renderMail({ title: 'Hello <you>', paragraphs: ['First & only'], action: { label: 'Open', url: 'http://x/y?a=1' } });
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
    const down = createMailer({ db: database.db, smtpUrl: 'smtp://127.0.0.1:9', from: 'site@example.com', log, clock });
    const r = await down.send({ kind: 'test', to: 'later@example.com', subject: 'Retry me', text: 'body' });
    expect(r.sent).toBe(false);
    expect(r.error).toBeTruthy();
    const [queued] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, r.outboxId));
    expect(queued.status).toBe('queued');
    expect(queued.nextAttemptAt!.getTime()).toBeGreaterThan(clock.now().getTime());
    down.close();

    const up = createMailer({ db: database.db, smtpUrl: smtp.url, from: 'site@example.com', log, clock });
    expect(await up.retryQueued()).toBe(0); // not due yet
    clock.advance(31_000);
    expect(await up.retryQueued()).toBe(1);
    await smtp.waitFor((m) => m.subject === 'Retry me');
    const [sent] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, r.outboxId));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    up.close();
  });

  it('without SMTP writes the mail to the outbox only', async () => {
    const mailer = createMailer({ db: database.db, from: 'site@example.com', log, clock: manualClock() });
    const r = await mailer.send({ kind: 'test', to: 'outbox@example.com', subject: 'Logged', text: 'kept' });
    expect(r).toMatchObject({ sent: false, error: null });
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, r.outboxId));
    expect(row).toMatchObject({ status: 'logged', textBody: 'kept' });
  });
});
