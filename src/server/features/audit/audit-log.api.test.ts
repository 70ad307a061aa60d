import { count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '../../../core/api';
import {
  abuseEvents,
  abusePatterns,
  adminAuditLog,
  contactMessages,
  mailOutbox,
  testimonials,
} from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { SYSTEM_ACTOR } from '../../lib/system-audit';
import { SHARED_OPERATOR_LABEL } from '../../sessions/admin-sessions';
import { adminCookie, call, createTestApp, createUserRow } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import type { SmtpCatcher } from '../../test/smtp-catcher';
import { createOperator } from '../operators/test-operators';

/**
 * Every admin write appends exactly one audit row naming the operator of the session.
 * The table lists every admin write route (a test below checks it against the declarations in
 * src/core/api, so a new admin write route must be added here, and so audited).
 */
type Method = 'POST' | 'PATCH' | 'PUT' | 'DELETE';
interface Case {
  route: string;
  /** Makes what the write needs and returns the request. */
  prepare: () => Promise<{ url: string; payload?: object }>;
  action: string;
  /** The answer of a successful write. */
  status?: number;
  /** Run last (it ends the session or changes who may sign in). */
  last?: boolean;
}

let t: TestApp;
let smtp: SmtpCatcher;
const clock = manualClock(new Date('2026-03-02T15:00:00Z'));
let shared: string; // the shared-password session ('owner (shared password)')
let owner: string; // a named owner's session
const OWNER_EMAIL = 'olive.owner@example.com';

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ clock, env: { SMTP_URL: smtp.url, ADMIN_PASSWORD: 'shared-secret' } });
  shared = await adminCookie(t.app);
  const o = await createOperator(t.app, shared, { email: OWNER_EMAIL, role: 'owner' });
  owner = await o.signIn();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.app.deps.db;
// Rows an operator wrote: the deadlines a write runs inline may add the system's own rows (its
// scheduled changes), which are not the operator's.
const byOperators = ne(adminAuditLog.operator, SYSTEM_ACTOR);
const allRows = async () => (await db().select({ n: count() }).from(adminAuditLog))[0].n;
const rows = async () => (await db().select({ n: count() }).from(adminAuditLog).where(byOperators))[0].n;
const lastRow = async () =>
  (await db().select().from(adminAuditLog).where(byOperators).orderBy(adminAuditLog.id)).at(-1)!;
let seq = 0;
const uniq = (p: string) => `${p}-${++seq}@example.com`;
const ip = () => `198.18.7.${++seq % 250}`;

async function user() {
  return createUserRow(db(), { email: uniq('reg') });
}
async function subscriber() {
  const r = await call(t.app, {
    method: 'POST',
    url: '/api/admin/subscribers',
    cookie: shared,
    payload: { email: uniq('sub') },
  });
  return r.json.id as number;
}
async function newsletter() {
  const r = await call(t.app, {
    method: 'POST',
    url: '/api/admin/newsletter-subscribers',
    cookie: shared,
    payload: { email: uniq('nl') },
  });
  return r.json.id as number;
}
async function contact() {
  const [m] = await db()
    .insert(contactMessages)
    .values({ name: 'Quinn', email: uniq('contact'), subject: 'Hello', message: 'A question' })
    .returning();
  return m.id;
}
async function pattern(blocked = false) {
  const address = ip();
  await db().insert(abusePatterns).values({
    ipAddress: address,
    patternType: 'path_scanning',
    riskScore: 70,
    occurrenceCount: 3,
    firstDetected: clock.now(),
    lastDetected: clock.now(),
    blocked,
  });
  return address;
}
const video = {
  videoId: 'dQw4w9WgXcQ',
  week: 'Week 9',
  title: 'Review',
  embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
  publishedAt: '2026-03-02T10:00:00Z',
};
async function videoId() {
  const r = await call(t.app, { method: 'POST', url: '/api/weekly-videos', cookie: shared, payload: video });
  return r.json.id as number;
}
const thought = {
  week: 'Week 9',
  quote: 'Cut losses',
  content: 'Let winners run',
  publishedAt: '2026-03-02T10:00:00Z',
};
async function thoughtId(week: string) {
  const r = await call(t.app, {
    method: 'POST',
    url: '/api/admin/weekly-thoughts',
    cookie: shared,
    payload: { ...thought, week },
  });
  return r.json.id as number;
}
const event = (day: string) => ({ eventDate: day, event: 'CPI release', isActive: true });
let dayCursor = new Date('2026-03-09T00:00:00Z');
/** A new weekday each time (an event is one per day; weekends and holidays are refused). */
function tradingDay(): string {
  for (;;) {
    dayCursor = new Date(dayCursor.getTime() + 86_400_000);
    const d = dayCursor.toISOString().slice(0, 10);
    if (dayCursor.getUTCDay() % 6 !== 0 && !['2026-04-03', '2026-05-25', '2026-06-19'].includes(d)) return d;
  }
}
async function eventId(day: string) {
  const r = await call(t.app, {
    method: 'POST',
    url: '/api/admin/dashboard-events',
    cookie: shared,
    payload: event(day),
  });
  return r.json.id as number;
}
/** A member who may hold API keys (the Institution plan); older schemas without plans ignore it. */
async function institutionUser() {
  const u = await user();
  await t.app.deps.database
    .query(`UPDATE users SET plan = 'institution', plan_status = 'active' WHERE id = ${u.id}`)
    .catch(() => undefined);
  return u;
}
async function apiKey(userId: number) {
  const r = await call(t.app, {
    method: 'POST',
    url: `/api/admin/registrations/${userId}/api-keys`,
    cookie: shared,
    payload: { label: 'bot' },
  });
  return r.json.id as number;
}

const CASES: Case[] = [
  {
    route: 'POST /api/admin/subscribers',
    action: 'subscriber.create',
    status: 201,
    prepare: async () => ({ url: '/api/admin/subscribers', payload: { email: uniq('sub') } }),
  },
  {
    route: 'PATCH /api/admin/subscribers/:id',
    action: 'subscriber.update',
    prepare: async () => ({
      url: `/api/admin/subscribers/${await subscriber()}`,
      payload: { company: 'Acme' },
    }),
  },
  {
    route: 'DELETE /api/admin/subscribers/:id',
    action: 'subscriber.delete',
    prepare: async () => ({ url: `/api/admin/subscribers/${await subscriber()}` }),
  },
  {
    route: 'PATCH /api/admin/registrations/:id',
    action: 'registration.update',
    prepare: async () => ({
      url: `/api/admin/registrations/${(await user()).id}`,
      payload: {
        status: 'approved',
        enableFutures: true,
        enableEquities: false,
        enableCryptos: false,
        isPaidSubscriber: true,
      },
    }),
  },
  {
    route: 'DELETE /api/admin/registrations/:id',
    action: 'registration.delete',
    prepare: async () => ({ url: `/api/admin/registrations/${(await user()).id}` }),
  },
  {
    route: 'POST /api/admin/registrations/:id/end-sessions',
    action: 'registration.end-sessions',
    prepare: async () => ({ url: `/api/admin/registrations/${(await user()).id}/end-sessions` }),
  },
  {
    route: 'POST /api/admin/registrations/:id/access',
    action: 'access.grant',
    prepare: async () => ({
      url: `/api/admin/registrations/${(await user()).id}/access`,
      payload: { kind: 'paid', plan: 'individual', endsOn: '2026-06-30' },
    }),
  },
  {
    route: 'POST /api/admin/registrations/:id/access/end',
    action: 'access.end',
    prepare: async () => {
      const u = await user();
      await call(t.app, {
        method: 'POST',
        url: `/api/admin/registrations/${u.id}/access`,
        cookie: shared,
        payload: { kind: 'trial', plan: 'individual', endsOn: '2026-04-30' },
      });
      return { url: `/api/admin/registrations/${u.id}/access/end` };
    },
  },
  {
    route: 'POST /api/admin/registrations/:id/api-keys',
    action: 'api-key.issue',
    status: 201,
    prepare: async () => ({
      url: `/api/admin/registrations/${(await institutionUser()).id}/api-keys`,
      payload: { label: 'bot' },
    }),
  },
  {
    route: 'DELETE /api/admin/registrations/:id/api-keys/:keyId',
    action: 'api-key.revoke',
    prepare: async () => {
      const u = await institutionUser();
      return { url: `/api/admin/registrations/${u.id}/api-keys/${await apiKey(u.id)}` };
    },
  },
  {
    route: 'PATCH /api/admin/contact-messages/:id/status',
    action: 'contact.status',
    prepare: async () => ({
      url: `/api/admin/contact-messages/${await contact()}/status`,
      payload: { status: 'in-progress' },
    }),
  },
  {
    route: 'POST /api/admin/contact-messages/reply',
    action: 'contact.reply',
    prepare: async () => ({
      url: '/api/admin/contact-messages/reply',
      payload: { messageId: await contact(), subject: 'Re: Hello', body: 'Thanks' },
    }),
  },
  {
    route: 'POST /api/admin/newsletter-subscribers',
    action: 'newsletter.create',
    status: 201,
    prepare: async () => ({ url: '/api/admin/newsletter-subscribers', payload: { email: uniq('nl') } }),
  },
  {
    route: 'PATCH /api/admin/newsletter-subscribers/:id',
    action: 'newsletter.update',
    prepare: async () => ({
      url: `/api/admin/newsletter-subscribers/${await newsletter()}`,
      payload: {
        firstName: 'Nia',
        lastName: 'Reed',
        status: 'unsubscribed',
        source: 'admin',
        tags: [],
        notes: '',
      },
    }),
  },
  {
    route: 'DELETE /api/admin/newsletter-subscribers/:id',
    action: 'newsletter.delete',
    prepare: async () => ({ url: `/api/admin/newsletter-subscribers/${await newsletter()}` }),
  },
  {
    route: 'POST /api/admin/abuse-events/:id/resolve',
    action: 'abuse.resolve',
    prepare: async () => {
      const [e] = await db()
        .insert(abuseEvents)
        .values({
          ipAddress: ip(),
          eventType: 'signin_burst',
          severity: 'high',
          endpoint: '/api/login',
          timeWindow: '15m',
          description: 'x',
          createdAt: clock.now(),
        })
        .returning();
      return { url: `/api/admin/abuse-events/${e.id}/resolve`, payload: { resolvedBy: 'admin' } };
    },
  },
  {
    route: 'POST /api/admin/abuse-patterns/block',
    action: 'abuse.block',
    prepare: async () => ({
      url: '/api/admin/abuse-patterns/block',
      payload: { ipAddress: await pattern(), reason: 'Blocked for path_scanning', blockedBy: 'admin' },
    }),
  },
  {
    route: 'POST /api/admin/abuse-patterns/unblock',
    action: 'abuse.unblock',
    prepare: async () => ({
      url: '/api/admin/abuse-patterns/unblock',
      payload: { ipAddress: await pattern(true) },
    }),
  },
  {
    route: 'POST /api/admin/abuse-patterns/whitelist',
    action: 'abuse.whitelist',
    prepare: async () => ({
      url: '/api/admin/abuse-patterns/whitelist',
      payload: { ipAddress: await pattern(), whitelistedBy: 'admin' },
    }),
  },
  {
    route: 'DELETE /api/admin/abuse/whitelist/:ip',
    action: 'abuse.whitelist-remove',
    prepare: async () => {
      const address = await pattern();
      await call(t.app, {
        method: 'POST',
        url: '/api/admin/abuse-patterns/whitelist',
        cookie: shared,
        payload: { ipAddress: address, whitelistedBy: 'admin' },
      });
      return { url: `/api/admin/abuse/whitelist/${address}` };
    },
  },
  {
    route: 'POST /api/admin/mail-outbox/:id/resend',
    action: 'mail.resend',
    prepare: async () => {
      const [m] = await db()
        .insert(mailOutbox)
        .values({
          kind: 'test',
          toAddress: uniq('mail'),
          subject: 'Hi',
          status: 'unknown',
          textBody: 'Hello',
          attempts: 1,
        })
        .returning();
      return { url: `/api/admin/mail-outbox/${m.id}/resend` };
    },
  },
  {
    route: 'POST /api/admin/refresh-data',
    action: 'market-data.refresh',
    prepare: async () => ({ url: '/api/admin/refresh-data' }),
  },
  {
    route: 'POST /api/admin/weekly-thoughts',
    action: 'thought.create',
    status: 201,
    prepare: async () => ({ url: '/api/admin/weekly-thoughts', payload: { ...thought, week: `W${++seq}` } }),
  },
  {
    route: 'PUT /api/admin/weekly-thoughts/:id',
    action: 'thought.update',
    prepare: async () => {
      const week = `W${++seq}`;
      return {
        url: `/api/admin/weekly-thoughts/${await thoughtId(week)}`,
        payload: { ...thought, week, quote: 'Changed' },
      };
    },
  },
  {
    route: 'DELETE /api/admin/weekly-thoughts/:id',
    action: 'thought.delete',
    prepare: async () => ({ url: `/api/admin/weekly-thoughts/${await thoughtId(`W${++seq}`)}` }),
  },
  {
    route: 'POST /api/admin/dashboard-events',
    action: 'event.create',
    status: 201,
    prepare: async () => ({ url: '/api/admin/dashboard-events', payload: event(tradingDay()) }),
  },
  {
    route: 'PUT /api/admin/dashboard-events/:id',
    action: 'event.update',
    prepare: async () => {
      const day = tradingDay();
      return {
        url: `/api/admin/dashboard-events/${await eventId(day)}`,
        payload: { ...event(day), event: 'FOMC' },
      };
    },
  },
  {
    route: 'DELETE /api/admin/dashboard-events/:id',
    action: 'event.delete',
    prepare: async () => ({ url: `/api/admin/dashboard-events/${await eventId(tradingDay())}` }),
  },
  {
    route: 'POST /api/weekly-videos',
    action: 'video.create',
    status: 201,
    prepare: async () => ({ url: '/api/weekly-videos', payload: video }),
  },
  {
    route: 'PUT /api/weekly-videos/:id',
    action: 'video.update',
    prepare: async () => ({
      url: `/api/weekly-videos/${await videoId()}`,
      payload: { ...video, title: 'Changed' },
    }),
  },
  {
    route: 'DELETE /api/weekly-videos/:id',
    action: 'video.deactivate',
    prepare: async () => ({ url: `/api/weekly-videos/${await videoId()}` }),
  },
  {
    route: 'POST /api/admin/operators',
    action: 'operator.invite',
    status: 201,
    prepare: async () => ({ url: '/api/admin/operators', payload: { email: uniq('staff'), role: 'staff' } }),
  },
  {
    route: 'PATCH /api/admin/operators/:id',
    action: 'operator.update',
    prepare: async () => {
      const r = await call(t.app, {
        method: 'POST',
        url: '/api/admin/operators',
        cookie: owner,
        payload: { email: uniq('staff'), role: 'staff' },
      });
      return {
        url: `/api/admin/operators/${(r.json.operator as { id: number }).id}`,
        payload: { role: 'owner' },
      };
    },
  },
  {
    route: 'DELETE /api/admin/sessions/:id',
    action: 'session.revoke',
    prepare: async () => {
      const extra = await adminCookie(t.app);
      const list = await call(t.app, { method: 'GET', url: '/api/admin/sessions', cookie: extra });
      const mine = (list.json.sessions as { id: string; current: boolean }[]).find((s) => s.current)!;
      return { url: `/api/admin/sessions/${mine.id}` };
    },
  },
  {
    route: 'POST /api/admin/change-password',
    action: 'admin.change-shared-password',
    prepare: async () => ({
      url: '/api/admin/change-password',
      payload: { currentPassword: 'shared-secret', newPassword: 'shared-secret' },
    }),
  },
  {
    route: 'POST /api/admin/shared-password',
    action: 'admin.shared-password',
    prepare: async () => ({ url: '/api/admin/shared-password', payload: { enabled: true } }),
  },
  {
    route: 'PATCH /api/admin/testimonials/:id',
    action: 'testimonial.verify',
    prepare: async () => {
      const [row] = await db()
        .insert(testimonials)
        .values({
          slug: `real-member-${++seq}`,
          name: 'Ria Member',
          initials: 'RM',
          role: 'Member',
          content: 'Useful',
          rating: 5,
        })
        .returning();
      return { url: `/api/admin/testimonials/${row.id}`, payload: { verified: true } };
    },
  },
  {
    route: 'PUT /api/admin/view-as',
    action: 'view-as.set',
    prepare: async () => ({ url: '/api/admin/view-as', payload: { viewAs: 'visitor' } }),
  },
  {
    route: 'DELETE /api/admin/view-as',
    action: 'view-as.clear',
    prepare: async () => ({ url: '/api/admin/view-as' }),
  },
  {
    route: 'POST /api/admin/logout',
    action: 'admin.sign-out',
    last: true,
    prepare: async () => ({ url: '/api/admin/logout' }),
  },
];

/** Writes with their own tests below (no session before them, or they act without one). */
const OWN_TESTS = new Set([
  'POST /api/admin/login',
  'POST /api/admin/operator-login',
  'POST /api/admin/operators/invite/enrol',
  'POST /api/admin/operators/invite/accept',
  // Needs a paid invoice at Stripe (the stand-in): billing-edges.api.test.ts checks its one 'invoice.refund' row.
  'POST /api/admin/members/:id/invoices/:invoiceId/refund',
]);

describe('audit log: one row per admin write', () => {
  beforeEach(async () => {
    shared = await adminCookie(t.app);
  });
  it('the table covers every admin write route declared in src/core/api', () => {
    const declared = ALL_ENDPOINTS.filter(
      (e) =>
        e.method !== 'GET' && (e.path.startsWith('/api/admin/') || e.path.startsWith('/api/weekly-videos')),
    ).map((e) => `${e.method} ${e.path}`);
    const covered = new Set([...CASES.map((c) => c.route), ...OWN_TESTS]);
    expect(declared.filter((r) => !covered.has(r))).toEqual([]);
  });

  for (const operator of ['named owner', 'shared password'] as const) {
    it.each(CASES.map((c) => ({ ...c, name: c.route })))(
      `$name as the ${operator}: exactly one row naming the operator`,
      async (c) => {
        if (c.last) return; // below, with a session of its own
        // A shared-password change (named owner's case) ends the shared sessions: a fresh one each time.
        shared = await adminCookie(t.app);
        const cookie = operator === 'named owner' ? owner : shared;
        const label = operator === 'named owner' ? OWNER_EMAIL : SHARED_OPERATOR_LABEL;
        const req = await c.prepare();
        const [method] = c.route.split(' ') as [Method];
        const before = await rows();
        const res = await call(t.app, {
          method,
          url: req.url,
          payload: req.payload,
          cookie,
          remoteAddress: '203.0.113.9',
        });
        expect(res.status, res.res.body).toBe(c.status ?? 200);
        expect(await rows()).toBe(before + 1);
        const row = await lastRow();
        expect(row).toMatchObject({ operator: label, action: c.action, ip: '203.0.113.9' });
      },
    );
  }

  it('POST /api/admin/logout: one row naming the operator who signed out', async () => {
    const o = await createOperator(t.app, owner, { email: uniq('leaver'), role: 'staff' });
    const cookie = await o.signIn();
    const before = await rows();
    expect((await call(t.app, { method: 'POST', url: '/api/admin/logout', cookie })).status).toBe(200);
    expect(await rows()).toBe(before + 2 - 1); // sign-in row came before `before`
    expect(await lastRow()).toMatchObject({ action: 'admin.sign-out', operatorId: o.id });
  });

  it('sign-ins (shared password and named) and an accepted invite are recorded; a failed write is not', async () => {
    let before = await rows();
    const login = await call(t.app, {
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: 'shared-secret' },
    });
    expect(login.status).toBe(200);
    expect(await rows()).toBe(before + 1);
    expect(await lastRow()).toMatchObject({ action: 'admin.sign-in', operator: SHARED_OPERATOR_LABEL });

    before = await rows();
    const email = uniq('newbie');
    const o = await createOperator(t.app, owner, { email, role: 'staff' }); // invite + accept
    expect(await rows()).toBe(before + 2);
    await o.signIn();
    expect(await rows()).toBe(before + 3);
    expect(await lastRow()).toMatchObject({ action: 'admin.sign-in', operator: email });

    before = await rows();
    expect(
      (await call(t.app, { method: 'DELETE', url: '/api/admin/subscribers/999999', cookie: owner })).status,
    ).toBe(404);
    expect(
      await call(t.app, { method: 'POST', url: '/api/admin/login', payload: { password: 'wrong' } }),
    ).toMatchObject({ status: 401 });
    expect(await rows()).toBe(before);
  });

  it('records the changed fields before and after (a newsletter reader set from unsubscribed back to active)', async () => {
    const id = await newsletter();
    const patch = (status: string) =>
      call(t.app, {
        method: 'PATCH',
        url: `/api/admin/newsletter-subscribers/${id}`,
        cookie: owner,
        payload: { firstName: 'Nia', lastName: 'Reed', status, source: 'admin', tags: [], notes: '' },
      });
    await patch('unsubscribed');
    await patch('active');
    const row = await lastRow();
    expect(row).toMatchObject({
      action: 'newsletter.update',
      targetType: 'newsletter-subscriber',
      targetId: String(id),
      before: { status: 'unsubscribed' },
      after: { status: 'active' },
    });
  });

  it('who blocked, resolved or whitelisted comes from the session: a client-sent name is ignored', async () => {
    const address = await pattern();
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/admin/abuse-patterns/block',
      cookie: owner,
      payload: { ipAddress: address, reason: 'Blocked for path_scanning', blockedBy: 'mallory' },
    });
    expect(res.status).toBe(200);
    const [p] = await db().select().from(abusePatterns).where(eq(abusePatterns.ipAddress, address));
    expect(p.blockedBy).toBe(OWNER_EMAIL);
    expect(await lastRow()).toMatchObject({
      action: 'abuse.block',
      targetId: address,
      before: { blocked: false, blockedBy: null },
      after: { blocked: true, blockedBy: OWNER_EMAIL },
      reason: 'Blocked for path_scanning',
    });
    const [e] = await db()
      .insert(abuseEvents)
      .values({
        ipAddress: address,
        eventType: 'signin_burst',
        severity: 'high',
        endpoint: '/api/login',
        timeWindow: '15m',
        description: 'x',
        createdAt: clock.now(),
      })
      .returning();
    await call(t.app, {
      method: 'POST',
      url: `/api/admin/abuse-events/${e.id}/resolve`,
      cookie: shared,
      payload: { resolvedBy: 'mallory' },
    });
    const [resolved] = await db().select().from(abuseEvents).where(eq(abuseEvents.id, e.id));
    expect(resolved.resolvedBy).toBe(SHARED_OPERATOR_LABEL);
  });

  it('a lone surrogate in a field (the fuzz test sends one) is recorded as U+FFFD, never a 500', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/admin/weekly-thoughts',
      cookie: owner,
      payload: { ...thought, week: `W${++seq}\ud800` },
    });
    expect(res.status).toBe(201);
    expect(await lastRow()).toMatchObject({ action: 'thought.create' });
    expect(JSON.stringify((await lastRow()).after)).toContain('\ufffd');
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE of audit rows', async () => {
    const q = (sql: string) => t.app.deps.database.query(sql);
    await expect(q("UPDATE admin_audit_log SET operator = 'mallory'")).rejects.toThrow(
      /append-only: UPDATE refused/,
    );
    await expect(q('DELETE FROM admin_audit_log')).rejects.toThrow(/append-only: DELETE refused/);
    await expect(q('TRUNCATE admin_audit_log')).rejects.toThrow(/append-only: TRUNCATE refused/);
  });

  it('GET /api/admin/audit-log filters by text, operator, action and day, and pages', async () => {
    const list = (query: string) =>
      call(t.app, { method: 'GET', url: `/api/admin/audit-log?${query}`, cookie: owner });
    const all = await list('');
    expect(all.status).toBe(200);
    expect(all.json.total).toBe(await allRows());
    const entries = (all.json as unknown as { entries: Array<Record<string, unknown>> }).entries;
    expect(Object.keys(entries[0]).sort()).toEqual(
      ['id', 'at', 'operator', 'ip', 'action', 'targetType', 'targetId', 'before', 'after', 'reason'].sort(),
    );
    const mine = await list(`operator=${encodeURIComponent(OWNER_EMAIL)}&action=abuse.block`);
    expect(
      (mine.json as unknown as { entries: Array<{ operator: string; action: string }> }).entries.every(
        (e) => e.operator === OWNER_EMAIL && e.action === 'abuse.block',
      ),
    ).toBe(true);
    expect(mine.json.total).toBeGreaterThan(0);
    const mallory = await list('search=mallory');
    expect(mallory.json.total).toBe(0); // the ignored name is nowhere
    expect((await list('from=2026-03-03')).json.total).toBe(0);
    expect((await list('from=2026-03-02&to=2026-03-02')).json.total).toBe(all.json.total);
    const page2 = await list('page=2&pageSize=5');
    expect((page2.json as unknown as { entries: unknown[] }).entries.length).toBe(5);
    expect((await list('from=2026-13-01')).status).toBe(400);
    const facets = await call(t.app, { method: 'GET', url: '/api/admin/audit-log/facets', cookie: owner });
    expect(facets.json.operators).toEqual(expect.arrayContaining([OWNER_EMAIL, SHARED_OPERATOR_LABEL]));
  });
});
