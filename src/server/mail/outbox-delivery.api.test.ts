import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { manualClock } from '../lib/clock';
import { adminCookie, call, createTestApp } from '../test/harness';
import type { TestApp } from '../test/harness';
import { startSmtpCatcher } from '../test/smtp-catcher';
import type { SmtpCatcher } from '../test/smtp-catcher';
import { UNKNOWN_AFTER_CRASH, UNKNOWN_NOT_RECORDED } from './mailer';

// A mail is marked `sending` before the SMTP send, so a status write that fails after
// the send never sends it again. The database fault is real: a trigger refuses the write.
const clock = manualClock(new Date('2026-03-02T10:00:00Z'));
let t: TestApp;
let smtp: SmtpCatcher;
let admin: string;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ env: { SMTP_URL: smtp.url }, clock });
  admin = await adminCookie(t.app);
  // Writes of the refused statuses to `blip*` addresses fail like a database that went away mid-request.
  await t.app.deps.database.query(`
    CREATE FUNCTION refuse_blip() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.to_address LIKE 'blip.sent%' AND NEW.status = 'sent' THEN
        RAISE EXCEPTION 'connection lost while writing';
      END IF;
      IF NEW.to_address LIKE 'blip.any%' AND NEW.status <> OLD.status THEN
        RAISE EXCEPTION 'connection lost while writing';
      END IF;
      RETURN NEW;
    END $$`);
  await t.app.deps.database.query(
    'CREATE TRIGGER refuse_blip BEFORE UPDATE ON mail_outbox FOR EACH ROW EXECUTE FUNCTION refuse_blip()',
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const subscribe = (email: string) =>
  call(t.app, { method: 'POST', url: '/api/newsletter/subscribe', payload: { email, source: 'website' } });
const rowTo = async (email: string) =>
  (await t.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)))[0];
const received = (email: string) => smtp.messages.filter((m) => m.to.includes(email));
const settle = () => new Promise((r) => setTimeout(r, 300));
const resend = (id: number) =>
  call(t.app, { method: 'POST', url: `/api/admin/mail-outbox/${id}/resend`, cookie: admin });

describe('outbox: at most once per row', () => {
  it('the `sent` write fails after a successful send: delivered once, ends `unknown` (not `queued`), resent only by the operator', async () => {
    const email = 'blip.sent@example.com';
    expect((await subscribe(email)).status).toBe(200);
    await smtp.waitFor((m) => m.to.includes(email));
    const row = await rowTo(email);
    expect(row).toMatchObject({ status: 'unknown', lastError: UNKNOWN_NOT_RECORDED, attempts: 1 });
    // No query text or parameters: the address, the sealed body and `params:` stay in the log.
    expect(row.lastError).not.toMatch(/params:|update|blip/i);

    // The retry job runs for an hour: nothing is sent again.
    for (let i = 0; i < 4; i++) {
      clock.advance(15 * 60_000);
      expect(await t.app.deps.mailer.retryQueued()).toBe(0);
    }
    await settle();
    expect(received(email)).toHaveLength(1);
    expect((await rowTo(email)).status).toBe('unknown');

    // The admin outbox lists it as unknown; the operator's resend goes out once (the fault is gone).
    admin = await adminCookie(t.app); // an hour passed: admin sessions end after 30 idle minutes
    const list = await call(t.app, { method: 'GET', url: '/api/admin/mail-outbox', cookie: admin });
    expect((list.json.mails as { id: number }[]).find((m) => m.id === row.id)).toMatchObject({
      status: 'unknown',
    });
    await t.app.deps.db
      .update(mailOutbox)
      .set({ toAddress: 'fixed@example.com' })
      .where(eq(mailOutbox.id, row.id));
    const again = await resend(row.id);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ id: row.id, status: 'sent', attempts: 2, lastError: null });
    await smtp.waitFor((m) => m.to.includes('fixed@example.com'));
    // Only an unknown mail can be resent: a sent one is refused, an unknown id is 404.
    expect((await resend(row.id)).status).toBe(409);
    expect((await resend(999_999)).status).toBe(404);
  });

  it('no status write at all after the send (the process lost its database): the sweep marks it `unknown` after the lease, never resends', async () => {
    const email = 'blip.any@example.com';
    expect((await subscribe(email)).status).toBe(200);
    await smtp.waitFor((m) => m.to.includes(email));
    const row = await rowTo(email);
    expect(row.status).toBe('sending');
    expect(row.lastError).toBeNull();
    await t.app.deps.database.query('DROP TRIGGER refuse_blip ON mail_outbox');

    expect(await t.app.deps.mailer.retryQueued()).toBe(0); // still within its lease
    expect((await rowTo(email)).status).toBe('sending');
    clock.advance(15 * 60_000);
    expect(await t.app.deps.mailer.retryQueued()).toBe(0);
    expect(await rowTo(email)).toMatchObject({ status: 'unknown', lastError: UNKNOWN_AFTER_CRASH });
    await settle();
    expect(received(email)).toHaveLength(1);
  });

  it('the resend is an admin action', async () => {
    expect((await call(t.app, { method: 'POST', url: '/api/admin/mail-outbox/1/resend' })).status).toBe(401);
  });
});
