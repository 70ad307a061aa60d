import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, gameResults, newsletterSubscribers } from '../../db/schema';
import { adminCookie, call, createTestApp, createTestUser, signInAs } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import type { SmtpCatcher } from '../../test/smtp-catcher';

let t: TestApp;
let smtp: SmtpCatcher;
let cookie: string;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  cookie = await adminCookie(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  call(t.app, { method, url, payload, cookie });

describe('subscribers', () => {
  it('runs the full CRUD cycle with validation and a duplicate check', async () => {
    const bad = await api('POST', '/api/admin/subscribers', { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Please enter a valid email address');
    expect(
      (await api('POST', '/api/admin/subscribers', { email: 'x@y.co', totalRevenue: '12.345' })).json.message,
    ).toBe('Total revenue must be a positive amount with at most 2 decimals');
    expect((await api('POST', '/api/admin/subscribers', { email: 'x@y.co', isAdmin: true })).status).toBe(
      400,
    );

    const created = await api('POST', '/api/admin/subscribers', {
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Engines Ltd',
      phone: '+44 20 1234',
      subscriptionTier: 'professional',
      subscriptionStatus: 'trial',
      paymentMethod: 'card',
      notes: 'VIP',
      referralSource: 'podcast',
      totalRevenue: '1234.50',
      isActive: true,
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      email: 'ada@example.com',
      subscriptionTier: 'professional',
      totalRevenue: '1234.50',
    });
    const id = created.json.id as number;
    expect((await api('POST', '/api/admin/subscribers', { email: 'ADA@example.com' })).status).toBe(409);

    const minimal = await api('POST', '/api/admin/subscribers', { email: 'min@example.com' });
    expect(minimal.json).toMatchObject({
      subscriptionTier: 'free',
      subscriptionStatus: 'active',
      totalRevenue: '0.00',
      isActive: true,
    });

    const patched = await api('PATCH', `/api/admin/subscribers/${id}`, {
      isActive: false,
      subscriptionStatus: 'cancelled',
    });
    expect(patched.json).toMatchObject({
      isActive: false,
      subscriptionStatus: 'cancelled',
      company: 'Engines Ltd',
      notes: 'VIP',
    });
    expect((await api('PATCH', `/api/admin/subscribers/${id}`, { subscriptionTier: 'gold' })).status).toBe(
      400,
    );
    expect((await api('PATCH', '/api/admin/subscribers/999999', { isActive: true })).status).toBe(404);

    expect((await api('DELETE', `/api/admin/subscribers/${id}`)).status).toBe(200);
    expect((await api('DELETE', `/api/admin/subscribers/${id}`)).status).toBe(404);
    await api('DELETE', `/api/admin/subscribers/${minimal.json.id}`);
  });

  it('lists with search, filters, whitelisted sort fields and paging', async () => {
    const rows = [
      {
        email: 'zed@corp.com',
        firstName: 'Zed',
        subscriptionTier: 'institution',
        totalRevenue: '50',
        isActive: true,
      },
      {
        email: 'amy@corp.com',
        firstName: 'Amy',
        subscriptionTier: 'free',
        totalRevenue: '500',
        isActive: false,
      },
      {
        email: 'bob@home.net',
        firstName: 'Bob',
        subscriptionTier: 'free',
        subscriptionStatus: 'expired',
        totalRevenue: '5',
        isActive: true,
      },
    ];
    for (const r of rows) expect((await api('POST', '/api/admin/subscribers', r)).status).toBe(201);

    const byRevenue = await api(
      'GET',
      '/api/admin/subscribers?sortBy=totalRevenue&sortOrder=desc&limit=20&offset=0',
    );
    expect((byRevenue.json.subscribers as Array<{ email: string }>).map((s) => s.email)).toEqual([
      'amy@corp.com',
      'zed@corp.com',
      'bob@home.net',
    ]);
    expect(byRevenue.json.total).toBe(3);
    const byName = await api('GET', '/api/admin/subscribers?sortBy=firstName&sortOrder=asc');
    expect((byName.json.subscribers as Array<{ firstName: string }>).map((s) => s.firstName)).toEqual([
      'Amy',
      'Bob',
      'Zed',
    ]);

    const search = await api('GET', '/api/admin/subscribers?search=CORP');
    expect(search.json.total).toBe(2);
    expect((await api('GET', '/api/admin/subscribers?search=100%25')).json.total).toBe(0); // % is literal
    expect((await api('GET', '/api/admin/subscribers?filterTier=free&filterActive=true')).json.total).toBe(1);
    expect((await api('GET', '/api/admin/subscribers?filterStatus=expired')).json.total).toBe(1);

    const page2 = await api('GET', '/api/admin/subscribers?sortBy=email&sortOrder=asc&limit=2&offset=2');
    expect(page2.json.total).toBe(3);
    expect((page2.json.subscribers as Array<{ email: string }>).map((s) => s.email)).toEqual([
      'zed@corp.com',
    ]);

    for (const q of [
      'sortBy=password',
      'sortBy=id;drop',
      'sortOrder=sideways',
      'filterTier=gold',
      'filterActive=maybe',
      'limit=0',
      'offset=-1',
      'evil=1',
    ]) {
      expect((await api('GET', `/api/admin/subscribers?${q}`)).status, q).toBe(400);
    }
    expect((await api('GET', '/api/admin/subscribers?sortBy=password')).json.message).toBe(
      'Unknown sort field',
    );
  });
});

describe('registrations', () => {
  it('lists, edits status and flags with immediate effect, and deletes', async () => {
    const { user, cookie: userCookie } = await signInAs(t.app, 'free', {
      email: 'reg.one@example.com',
      firstName: 'Regina',
    });
    await createTestUser(t.app, { email: 'reg.two@example.com', status: 'spam' });
    const list = await api(
      'GET',
      '/api/admin/registrations?search=reg.&sortBy=email&sortOrder=asc&limit=20&offset=0',
    );
    expect(list.json.total).toBe(2);
    expect(JSON.stringify(list.json)).not.toContain('argon2');
    expect((await api('GET', '/api/admin/registrations?filterStatus=spam&search=reg.')).json.total).toBe(1);
    expect((await api('GET', '/api/admin/registrations?sortBy=passwordHash')).status).toBe(400);
    expect((await api('GET', '/api/admin/registrations?filterStatus=vip')).status).toBe(400);

    const before = await call(t.app, { method: 'GET', url: '/api/auth/user', cookie: userCookie });
    expect(before.json).toMatchObject({ isPaidSubscriber: false, enableEquities: false });
    const flags = {
      status: 'approved',
      enableFutures: true,
      enableEquities: true,
      enableCryptos: false,
      isPaidSubscriber: true,
    };
    const patched = await api('PATCH', `/api/admin/registrations/${user.id}`, flags);
    expect(patched.json).toMatchObject(flags);
    const after = await call(t.app, { method: 'GET', url: '/api/auth/user', cookie: userCookie });
    expect(after.json).toMatchObject(flags); // the same session sees the change at once

    expect(
      (await api('PATCH', `/api/admin/registrations/${user.id}`, { ...flags, status: 'vip' })).status,
    ).toBe(400);
    expect((await api('PATCH', `/api/admin/registrations/${user.id}`, { status: 'approved' })).status).toBe(
      400,
    );
    expect((await api('DELETE', `/api/admin/registrations/${user.id}`)).status).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/api/auth/user', cookie: userCookie })).json).toBeNull();
    expect((await api('DELETE', `/api/admin/registrations/${user.id}`)).status).toBe(404);
  });
});

describe('contact messages', () => {
  it('pages, changes status, and mails a reply that is recorded with its message id', async () => {
    const base = new Date('2026-01-01T00:00:00Z').getTime();
    const values = Array.from({ length: 53 }, (_, i) => ({
      name: `Sender ${i}`,
      email: `sender${i}@example.com`,
      subject: `Question ${i}`,
      message: `Body ${i}`,
      submittedAt: new Date(base + i * 60_000),
    }));
    await t.app.deps.db.insert(contactMessages).values(values);
    const page1 = await api('GET', '/api/admin/contact-messages?limit=50&offset=0');
    expect(page1.json.total).toBe(53);
    expect((page1.json.messages as unknown[]).length).toBe(50);
    const newest = (page1.json.messages as Array<{ id: number; subject: string; email: string }>)[0];
    expect(newest.subject).toBe('Question 52');
    expect(
      ((await api('GET', '/api/admin/contact-messages?limit=50&offset=50')).json.messages as unknown[])
        .length,
    ).toBe(3);

    const status = await api('PATCH', `/api/admin/contact-messages/${newest.id}/status`, {
      status: 'in-progress',
    });
    expect(status.json.status).toBe('in-progress');
    expect(
      (await api('PATCH', `/api/admin/contact-messages/${newest.id}/status`, { status: 'closed' })).status,
    ).toBe(400);

    const blank = await api('POST', '/api/admin/contact-messages/reply', {
      messageId: newest.id,
      subject: '   ',
      body: 'x',
    });
    expect(blank.status).toBe(400);
    expect(blank.json.message).toBe('Missing information: Please fill in both subject and message.');

    const reply = await api('POST', '/api/admin/contact-messages/reply', {
      messageId: newest.id,
      subject: 'Re: Question 52',
      body: 'Thanks for asking.',
    });
    expect(reply.status).toBe(200);
    expect(reply.json.emailSent).toBe(true);
    const mail = await smtp.waitFor((m) => m.to.includes('sender52@example.com'));
    expect(mail.subject).toBe('Re: Question 52');
    expect(mail.text).toContain('Thanks for asking.');

    const responses = await api('GET', `/api/admin/contact-messages/${newest.id}/responses`);
    const [first] = responses.json.responses as Array<{ subject: string; emailMessageId: string | null }>;
    expect(first.subject).toBe('Re: Question 52');
    expect(first.emailMessageId).toBe(mail.messageId);
    const after = await api('GET', '/api/admin/contact-messages?limit=1&offset=0');
    expect((after.json.messages as Array<{ status: string; respondedAt: string | null }>)[0]).toMatchObject({
      status: 'responded',
    });
    expect(
      (await api('POST', '/api/admin/contact-messages/reply', { messageId: 999999, subject: 'a', body: 'b' }))
        .status,
    ).toBe(404);
    const outbox = await api('GET', '/api/admin/mail-outbox?limit=10');
    const sent = (outbox.json.mails as Array<{ kind: string; toAddress: string; status: string }>).find(
      (m) => m.kind === 'contact-reply',
    );
    expect(sent).toMatchObject({ toAddress: 'sender52@example.com', status: 'sent' });
    expect(JSON.stringify(outbox.json)).not.toContain('Thanks for asking.'); // bodies stay out of the list
  });
});

describe('newsletter subscribers', () => {
  it('adds, lists with stats and filters, edits (email read-only), deletes', async () => {
    await t.app.deps.db
      .insert(newsletterSubscribers)
      .values({ email: 'pending@example.com', status: 'pending' });
    const created = await api('POST', '/api/admin/newsletter-subscribers', {
      email: 'news@example.com',
      firstName: 'Nia',
      tags: ['vip', 'futures'],
      notes: 'met at expo',
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ source: 'admin', status: 'active', tags: ['vip', 'futures'] });
    expect(
      (await api('POST', '/api/admin/newsletter-subscribers', { email: 'NEWS@example.com' })).status,
    ).toBe(409);
    expect((await api('POST', '/api/admin/newsletter-subscribers', { email: '' })).json.message).toBe(
      'Email is required',
    );

    const list = await api('GET', '/api/admin/newsletter-subscribers?limit=25&offset=0');
    expect(list.json.stats).toMatchObject({ total: 2, active: 1, pending: 1 });
    expect((await api('GET', '/api/admin/newsletter-subscribers?filterStatus=pending')).json.total).toBe(1);
    expect((await api('GET', '/api/admin/newsletter-subscribers?search=nia')).json.total).toBe(1);

    const id = created.json.id as number;
    const patch = {
      firstName: 'Nia',
      lastName: 'Lee',
      status: 'bounced',
      source: 'expo',
      tags: ['vip'],
      notes: '',
    };
    expect((await api('PATCH', `/api/admin/newsletter-subscribers/${id}`, patch)).json).toMatchObject({
      status: 'bounced',
      email: 'news@example.com',
    });
    expect(
      (
        await api('PATCH', `/api/admin/newsletter-subscribers/${id}`, {
          ...patch,
          email: 'other@example.com',
        })
      ).status,
    ).toBe(400);
    expect(
      (await api('PATCH', `/api/admin/newsletter-subscribers/${id}`, { ...patch, status: 'gone' })).status,
    ).toBe(400);
    expect((await api('DELETE', `/api/admin/newsletter-subscribers/${id}`)).status).toBe(200);
    expect((await api('DELETE', `/api/admin/newsletter-subscribers/${id}`)).status).toBe(404);
  });

  // The stat cards are counts kept by triggers (migration 0282): after a bulk insert, a bulk
  // status change, a delete and writes in parallel they equal a count of every reader by status.
  it('the stat cards follow every insert, status change and delete', async () => {
    const db = t.app.deps.db;
    const stats = async () =>
      (await api('GET', '/api/admin/newsletter-subscribers?limit=25&offset=0')).json.stats;
    const counted = async () => {
      const rows = await db
        .select({ status: newsletterSubscribers.status, n: sql<number>`count(*)`.mapWith(Number) })
        .from(newsletterSubscribers)
        .groupBy(newsletterSubscribers.status);
      const of = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
      const total = rows.reduce((sum, r) => sum + r.n, 0);
      return {
        total,
        active: of('active'),
        pending: of('pending'),
        unsubscribed: of('unsubscribed'),
        bounced: of('bounced'),
      };
    };
    const statuses = ['active', 'pending', 'unsubscribed', 'bounced'];
    await db
      .insert(newsletterSubscribers)
      .values(
        Array.from({ length: 40 }, (_, i) => ({ email: `bulk${i}@example.com`, status: statuses[i % 4] })),
      );
    expect(await stats()).toEqual(await counted());
    await db
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed' })
      .where(like(newsletterSubscribers.email, 'bulk1%'));
    await db.update(newsletterSubscribers).set({ notes: 'no status change' });
    await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.status, 'bounced'));
    // Writers in parallel, each moving readers between statuses in its own order.
    await Promise.all(
      statuses.map((to, i) =>
        db
          .update(newsletterSubscribers)
          .set({ status: to })
          .where(like(newsletterSubscribers.email, `bulk${i + 2}%`)),
      ),
    );
    const after = await counted();
    expect(after.bounced).toBeGreaterThan(0);
    expect(await stats()).toEqual(after);
  });
});

describe('game results', () => {
  it('lists results newest first with numbers', async () => {
    await t.app.deps.db.insert(gameResults).values([
      {
        playerId: 'p1',
        playerEmail: 'wiz@example.com',
        stockSymbol: 'AAPL',
        stockName: 'Apple',
        totalPnl: '62000.40',
        finalBalance: '162000.40',
        winRate: '61.50',
        totalTrades: 12,
        performanceMetrics: { bestTrade: 9000, worstTrade: -2000, maxDrawdown: 4.2 },
        completedAt: new Date('2026-02-01T00:00:00Z'),
      },
      {
        playerId: 'p2',
        stockSymbol: 'MSFT',
        stockName: 'Microsoft',
        totalPnl: '-500',
        finalBalance: '99500',
        winRate: '40',
        totalTrades: 5,
        performanceMetrics: { bestTrade: 100, worstTrade: -400, maxDrawdown: 1 },
        completedAt: new Date('2026-03-01T00:00:00Z'),
      },
    ]);
    const res = await api('GET', '/api/admin/game-results');
    expect(res.status).toBe(200);
    expect(res.json.map((g) => g.stockSymbol)).toEqual(['MSFT', 'AAPL']);
    expect(res.json[1]).toMatchObject({
      totalPnL: 62000.4,
      winRate: 61.5,
      email: 'wiz@example.com',
      playerEmail: 'wiz@example.com',
    });
  });
});
