import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isWeekday } from '../../../core/engine/dates';
import type { AlertSettings } from '../../../core/schemas/alerts';
import { eq } from 'drizzle-orm';
import { mailOutbox, users } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { adminCookie, call, createTestApp, signInAs } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import type { SmtpCatcher } from '../../test/smtp-catcher';

// Tuesday 2026-11-17 after the equities update; the include file's last session is Monday the 16th.
const clock = manualClock(new Date('2026-11-17T23:00:00Z'));
const dir = mkdtempSync(join(tmpdir(), 'alerts-include-'));

/** AAPL: `flat` sessions at 100 ending before `last`, then the closes of `tail` on the following sessions. */
function writeAapl(tail: number[], last = '2026-11-16') {
  const dates: string[] = [];
  for (let d = last; dates.length < 60 + tail.length; d = addDays(d, -1)) if (isWeekday(d)) dates.unshift(d);
  const closes = [...new Array<number>(60).fill(100), ...tail];
  const rows = ['date,open,high,low,close,volume'];
  closes.forEach((c, i) => rows.push(`${dates[i]},${c},${c + 0.5},${c - 0.5},${c},1000`));
  writeFileSync(join(dir, 'AAPL.csv'), rows.join('\n'));
}

// The SMS provider: a local HTTP server answering like the Twilio Messages API.
const texts: URLSearchParams[] = [];
const smsServer = createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    texts.push(new URLSearchParams(raw));
    res
      .writeHead(201, { 'content-type': 'application/json' })
      .end(JSON.stringify({ sid: `SM${texts.length}`, status: 'queued' }));
  });
});

let t: TestApp;
let smtp: SmtpCatcher;
let admin: string;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  await new Promise<void>((resolve) => smsServer.listen(0, '127.0.0.1', resolve));
  const smsPort = (smsServer.address() as { port: number }).port;
  writeAapl([], '2026-11-13'); // 60 flat sessions: no position, nothing to tell
  t = await createTestApp({
    seed: true,
    clock,
    env: {
      MARKET_DATA_PROVIDER: 'csv',
      INCLUDE_DIR: dir,
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'http://site.test',
      SMS_URL: `http://AC1:token@127.0.0.1:${smsPort}/2010-04-01/Accounts/AC1/Messages.json`,
      SMS_FROM: '+15557654321',
    },
  });
  admin = await adminCookie(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await new Promise<void>((resolve) => smsServer.close(() => resolve()));
});

const patch = (cookie: string, payload: Record<string, unknown>) =>
  call(t.app, { method: 'PATCH', url: '/api/account/alerts', cookie, payload });
const refresh = () => call(t.app, { method: 'POST', url: '/api/admin/refresh-data', cookie: admin });
const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email.toLowerCase()));

describe('alert settings', () => {
  it('signed-in only; validated; free members may save but see that no market is live for them', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/account/alerts' })).status).toBe(401);
    const free = await signInAs(t.app, 'free');
    const initial = (await call(t.app, { method: 'GET', url: '/api/account/alerts', cookie: free.cookie }))
      .json as unknown as AlertSettings;
    expect(initial).toMatchObject({
      futures: false,
      equities: false,
      crypto: false,
      digest: 'off',
      sms: false,
      smsAvailable: true,
      mobile: null,
    });
    expect(initial.liveMarkets).toEqual({ futures: false, equities: false, crypto: false });
    expect(
      (await patch(free.cookie, { futures: true, equities: 'yes', crypto: false, digest: 'instant' })).status,
    ).toBe(400);
    expect(
      (await patch(free.cookie, { futures: true, equities: true, crypto: false, digest: 'hourly' })).status,
    ).toBe(400);
    const saved = await patch(free.cookie, {
      futures: true,
      equities: true,
      crypto: false,
      digest: 'instant',
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ futures: true, equities: true, digest: 'instant' });
    const noMobile = await patch(free.cookie, {
      futures: true,
      equities: true,
      crypto: false,
      digest: 'instant',
      sms: true,
    });
    expect(noMobile.status).toBe(400);
    expect(noMobile.json.issues).toEqual([
      { path: 'sms', message: 'Add a mobile number above to receive text alerts' },
    ]);
  });
});

describe('a breakout in the CSV include folder', () => {
  it('mails the premium subscriber with alerts on, not the free member nor the one with alerts off; daily gets a summary', async () => {
    const on = await signInAs(t.app, 'premium');
    const off = await signInAs(t.app, 'premium');
    const free = await signInAs(t.app, 'free');
    const daily = await signInAs(t.app, 'premium');
    const noEquities = await signInAs(t.app, 'premium', { enableEquities: false, status: 'approved' });
    const texter = await signInAs(t.app, 'premium');
    await t.app.deps.db.update(users).set({ mobile: '(555) 123-4567' }).where(eq(users.id, texter.user.id));
    const all = { futures: false, equities: true, crypto: false };
    expect((await patch(texter.cookie, { ...all, digest: 'instant', sms: true })).json).toMatchObject({
      sms: true,
      smsAvailable: true,
    });
    expect((await patch(on.cookie, { ...all, digest: 'instant' })).status).toBe(200);
    expect((await patch(off.cookie, { ...all, digest: 'off' })).status).toBe(200);
    expect((await patch(free.cookie, { ...all, digest: 'instant' })).status).toBe(200);
    expect((await patch(daily.cookie, { ...all, digest: 'daily' })).status).toBe(200);
    expect((await patch(noEquities.cookie, { ...all, digest: 'instant' })).status).toBe(200);

    writeAapl([120]); // Monday's close breaks the 40-day high: long initiation at 120
    expect((await refresh()).status).toBe(200);

    const mail = await smtp.waitFor((m) => m.to.includes(on.user.email.toLowerCase()));
    expect(mail.subject).toBe('TrendLab equities: AAPL long initiation');
    expect(mail.text).toContain('AAPL (Apple Inc.): Long initiation at 120, stop 99.5, 2026-11-16');
    expect(mail.text).toContain('http://site.test/equities');
    // AAPL is real, the 49 other stocks still demo bars: the market is demo and the mails say so.
    expect(mail.text).toContain('Prices are demo data, not real market prices.');
    const summary = await smtp.waitFor((m) => m.to.includes(daily.user.email.toLowerCase()));
    expect(summary.subject).toBe('TrendLab equities daily summary, 2026-11-16');
    expect(summary.text).toContain('AAPL (Apple Inc.): Long initiation at 120');
    expect(summary.text).toMatch(/Portfolio after the close: \d+ long, \d+ short, \d+ flat\./);
    expect(summary.text).toContain('Prices are demo data, not real market prices.');
    // The day's signed checkpoint, the one the site serves, which verify accepts.
    const cp = await call(t.app, { method: 'GET', url: '/api/ledger/checkpoint?market=equities' });
    expect(cp.status).toBe(200);
    const note = cp.res.body;
    expect(note).toMatch(/\/ledger\/equities\n\d+\n\S{44}\n\n\u2014 /);
    expect(summary.text).toContain(note.trimEnd());
    // Pasted from the mail (without its final newline), verify accepts it.
    const verify = await call(t.app, {
      method: 'GET',
      url: `/api/ledger/verify?market=equities&checkpoint=${encodeURIComponent(note.trimEnd())}`,
      cookie: daily.cookie,
    });
    expect(verify.json).toMatchObject({ ok: true, kept: { kind: 'checkpoint', ok: true } });
    for (const u of [off, free, noEquities]) expect(mailsTo(u.user.email)).toEqual([]);
    // The text alert went to the mobile number of the one who asked for texts, and only to them.
    await smtp.waitFor((m) => m.to.includes(texter.user.email.toLowerCase()));
    expect(texts.map((x) => Object.fromEntries(x))).toEqual([
      {
        To: '+15551234567',
        From: '+15557654321',
        Body: 'TrendLab equities: AAPL Long initiation 120 stop 99.5',
      },
    ]);

    // The same file imported again: nothing new, nothing sent twice.
    expect((await refresh()).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(on.user.email)).toHaveLength(1);
    expect(mailsTo(daily.user.email)).toHaveLength(1);
    expect(texts).toHaveLength(1);

    // Turned on after Monday's change was published: the next refresh (the same file again,
    // re-finalising AAPL) does not mail it; only changes published later reach them.
    const late = await signInAs(t.app, 'premium');
    const lateDaily = await signInAs(t.app, 'premium');
    expect((await patch(late.cookie, { ...all, digest: 'instant' })).status).toBe(200);
    expect((await patch(lateDaily.cookie, { ...all, digest: 'daily' })).status).toBe(200);
    expect((await refresh()).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(late.user.email)).toEqual([]);
    expect(mailsTo(lateDaily.user.email)).toEqual([]);

    // Unsubscribe from the mail, no sign-in. The link in the text opens a page: its GET (a mail
    // scanner's too) changes nothing; the page's button POSTs to the one-click endpoint.
    const link = /http:\/\/site\.test(\/api\/alerts\/unsubscribe\?token=\S+)/.exec(mail.text)![1];
    const settingsOf = async () =>
      (await call(t.app, { method: 'GET', url: '/api/account/alerts', cookie: on.cookie }))
        .json as unknown as AlertSettings;
    const page = await call(t.app, { method: 'GET', url: link });
    expect(page.status).toBe(200);
    expect(page.res.body).toContain('Stop signal alerts?');
    expect(await settingsOf()).toMatchObject({ digest: 'instant', equities: true });
    const action = /<form method="post" action="([^"]+)"/.exec(page.res.body)![1].replace(/&amp;/g, '&');
    expect(action).toMatch(/^\/api\/alerts\/unsubscribe\/one-click\?token=/);
    // RFC 8058 headers: the provider's one-click POST goes to the same endpoint as the button.
    const header = /^<http:\/\/site\.test(\/api\/alerts\/unsubscribe\/one-click\?token=\S+)>$/.exec(
      mail.headers['list-unsubscribe'],
    );
    expect(header).not.toBeNull();
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(summary.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const done = await call(t.app, {
      method: 'POST',
      url: header![1],
      headers: form,
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(done.res.body).toContain('Signal alerts are off');
    expect(await settingsOf()).toMatchObject({ digest: 'off', equities: true });
    // The button of the page (a same-origin form post) works too, and again is harmless.
    const again = await call(t.app, {
      method: 'POST',
      url: action,
      headers: { ...form, origin: 'http://site.test', host: 'site.test' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(again.status).toBe(200);

    // Forged, damaged or doubled tokens: a clean 400, never a 500, and nobody unsubscribed.
    for (const bad of ['token=forged.token', 'token=a%00b', 'token=a&token=b', '']) {
      const get = await call(t.app, { method: 'GET', url: `/api/alerts/unsubscribe?${bad}` });
      expect(get.status, `GET ${bad}`).toBe(400);
      const post = await call(t.app, {
        method: 'POST',
        url: `/api/alerts/unsubscribe/one-click?${bad}`,
        headers: form,
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(post.status, `POST ${bad}`).toBe(400);
    }

    clock.set(new Date('2026-11-18T23:00:00Z'));
    admin = await adminCookie(t.app); // the admin session of yesterday has expired
    writeAapl([120, 90], '2026-11-17'); // Tuesday's close breaks the 40-day low too: reversal to short
    expect((await refresh()).status).toBe(200);
    const next = await smtp.waitFor(
      (m) => m.to.includes(daily.user.email.toLowerCase()) && m.subject.includes('2026-11-17'),
    );
    expect(next.text).toContain('AAPL (Apple Inc.): Reversal to short at 90, stop 120.5, 2026-11-17');
    const lateMail = await smtp.waitFor((m) => m.to.includes(late.user.email.toLowerCase()));
    expect(lateMail.text).toContain('AAPL (Apple Inc.): Reversal to short at 90');
    expect(lateMail.text).not.toContain('Long initiation');
    await smtp.waitFor((m) => m.to.includes(lateDaily.user.email.toLowerCase()));
    expect(mailsTo(lateDaily.user.email).map((m) => m.subject)).toEqual([
      'TrendLab equities daily summary, 2026-11-17',
    ]);
    expect(mailsTo(on.user.email)).toHaveLength(1);
    const rows = await t.app.deps.db.select().from(mailOutbox);
    expect(rows.filter((r) => r.kind.startsWith('signal-alert')).every((r) => r.status === 'sent')).toBe(
      true,
    );
  });
});
