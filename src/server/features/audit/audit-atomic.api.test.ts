import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  abusePatterns,
  accessGrants,
  adminAuditLog,
  adminSessions,
  mailOutbox,
  newsletterSubscribers,
  operators,
  subscribers,
  users,
} from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { hashToken } from '../../lib/tokens';
import { adminCookie, call, createTestApp, createUserRow } from '../../test/harness';
import type { TestApp } from '../../test/harness';

/**
 * An admin write and its audit row commit together or not at all (recordAudit inside the write's
 * transaction). A trigger makes the audit insert fail for the actions listed in `audit_fault`: the
 * answer is then an error, the change is not in the database and no row was written; without the
 * fault the change and exactly one row are there.
 */
let t: TestApp;
let cookie: string;
const clock = manualClock(new Date('2026-03-02T15:00:00Z'));

beforeAll(async () => {
  t = await createTestApp({ clock });
  cookie = await adminCookie(t.app);
  const db = t.app.deps.db;
  await db.execute(sql`CREATE TABLE audit_fault (action text PRIMARY KEY)`);
  await db.execute(
    sql.raw(`CREATE FUNCTION audit_fault_check() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM audit_fault WHERE action = NEW.action) THEN
          RAISE EXCEPTION 'audit insert failed (test fault)';
        END IF;
        RETURN NEW;
      END $$`),
  );
  await db.execute(
    sql`CREATE TRIGGER audit_fault BEFORE INSERT ON admin_audit_log FOR EACH ROW EXECUTE FUNCTION audit_fault_check()`,
  );
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.deps.db;
const auditRows = async (action: string) =>
  (await db().select({ n: count() }).from(adminAuditLog).where(eq(adminAuditLog.action, action)))[0].n;

async function withAuditFault<T>(action: string, fn: () => Promise<T>): Promise<T> {
  await db().execute(sql`INSERT INTO audit_fault (action) VALUES (${action})`);
  try {
    return await fn();
  } finally {
    await db().execute(sql`DELETE FROM audit_fault WHERE action = ${action}`);
  }
}

interface Case {
  name: string;
  action: string;
  method: 'POST' | 'PATCH' | 'DELETE';
  /** Makes what the write needs; returns the request and a probe that says whether the change is in the database. */
  prepare: () => Promise<{ url: string; payload?: object; changed: () => Promise<boolean> }>;
}

let seq = 0;
const uniq = (p: string) => `${p}-${++seq}@example.com`;

/** Adds a row through the admin API (audited as usual) and returns its id. */
async function created(url: string, prefix: string): Promise<number> {
  const r = await call(t.app, { method: 'POST', url, cookie, payload: { email: uniq(prefix) } });
  return r.json.id as number;
}

const CASES: Case[] = [
  {
    name: 'a subscriber update',
    action: 'subscriber.update',
    method: 'PATCH',
    prepare: async () => {
      const id = await created('/api/admin/subscribers', 'sub');
      return {
        url: `/api/admin/subscribers/${id}`,
        payload: { company: 'Acme' },
        changed: async () =>
          (await db().select().from(subscribers).where(eq(subscribers.id, id)))[0].company === 'Acme',
      };
    },
  },
  {
    name: 'a subscriber delete',
    action: 'subscriber.delete',
    method: 'DELETE',
    prepare: async () => {
      const id = await created('/api/admin/subscribers', 'sub');
      return {
        url: `/api/admin/subscribers/${id}`,
        changed: async () =>
          (await db().select().from(subscribers).where(eq(subscribers.id, id))).length === 0,
      };
    },
  },
  {
    name: 'an IP block',
    action: 'abuse.block',
    method: 'POST',
    prepare: async () => {
      const ipAddress = `198.18.9.${++seq}`;
      return {
        url: '/api/admin/abuse-patterns/block',
        payload: { ipAddress, reason: 'scanning' },
        changed: async () =>
          (
            await db()
              .select()
              .from(abusePatterns)
              .where(and(eq(abusePatterns.ipAddress, ipAddress), eq(abusePatterns.blocked, true)))
          ).length === 1,
      };
    },
  },
  {
    name: 'an access grant (its mail only after the commit)',
    action: 'access.grant',
    method: 'POST',
    prepare: async () => {
      const u = await createUserRow(db(), { email: uniq('member') });
      return {
        url: `/api/admin/registrations/${u.id}/access`,
        payload: { kind: 'paid', plan: 'individual', endsOn: '2026-06-30' },
        changed: async () => {
          const grants = await db().select().from(accessGrants).where(eq(accessGrants.userId, u.id));
          const [user] = await db().select().from(users).where(eq(users.id, u.id));
          const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, u.email));
          // All or nothing: the grant, the member's paid flag and the mail go together.
          expect(new Set([grants.length === 1, user.isPaidSubscriber, mails.length > 0]).size).toBe(1);
          return grants.length === 1;
        },
      };
    },
  },
  {
    name: 'an operator invite (its mail only after the commit)',
    action: 'operator.invite',
    method: 'POST',
    prepare: async () => {
      const email = uniq('staff');
      return {
        url: '/api/admin/operators',
        payload: { email, role: 'staff' },
        changed: async () => {
          const rows = await db().select().from(operators).where(eq(operators.email, email));
          const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
          expect(mails.length > 0).toBe(rows.length === 1);
          return rows.length === 1;
        },
      };
    },
  },
  {
    name: 'a newsletter subscriber update (the simple CRUD routes)',
    action: 'newsletter.update',
    method: 'PATCH',
    prepare: async () => {
      const id = await created('/api/admin/newsletter-subscribers', 'nl');
      return {
        url: `/api/admin/newsletter-subscribers/${id}`,
        payload: { status: 'unsubscribed' },
        changed: async () =>
          (await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)))[0]
            .status === 'unsubscribed',
      };
    },
  },
  {
    name: 'an operator session ended',
    action: 'session.revoke',
    method: 'DELETE',
    prepare: async () => {
      const other = await adminCookie(t.app);
      const id = hashToken(other.slice(other.indexOf('=') + 1));
      return {
        url: `/api/admin/sessions/${id}`,
        changed: async () =>
          (await db().select().from(adminSessions).where(eq(adminSessions.idHash, id))).length === 0,
      };
    },
  },
];

describe('an admin write and its audit row commit together', () => {
  for (const c of CASES) {
    it(`${c.name}: a failed audit insert leaves no change and no row; otherwise both`, async () => {
      const failing = await c.prepare();
      const before = await auditRows(c.action);
      const r = await withAuditFault(c.action, () =>
        call(t.app, { method: c.method, url: failing.url, cookie, payload: failing.payload }),
      );
      expect(r.status).toBeGreaterThanOrEqual(500);
      expect(await failing.changed()).toBe(false);
      expect(await auditRows(c.action)).toBe(before);

      // The same write without the fault: the change and exactly one row.
      const ok = await c.prepare();
      const res = await call(t.app, { method: c.method, url: ok.url, cookie, payload: ok.payload });
      expect(res.status).toBeLessThan(300);
      expect(await ok.changed()).toBe(true);
      expect(await auditRows(c.action)).toBe(before + 1);
    });
  }
});
