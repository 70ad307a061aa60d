import { and, count, eq, gt, gte, like, ne, sql } from 'drizzle-orm';
import type { AlertDigest, AlertSettingsPatch } from '../../../core/schemas/alerts';
import type { Market } from '../../../core/schemas/markets';
import type { Db } from '../../db/client';
import { alertSettings, alertsSent, mailOutbox, users } from '../../db/schema';

export interface StoredAlertSettings {
  futures: boolean;
  equities: boolean;
  crypto: boolean;
  digest: AlertDigest;
  sms: boolean;
}

const OFF: StoredAlertSettings = {
  futures: false,
  equities: false,
  crypto: false,
  digest: 'off',
  sms: false,
};

export async function getAlertSettings(db: Db, userId: number): Promise<StoredAlertSettings> {
  const [row] = await db.select().from(alertSettings).where(eq(alertSettings.userId, userId));
  return row
    ? {
        futures: row.futures,
        equities: row.equities,
        crypto: row.crypto,
        digest: row.digest as AlertDigest,
        sms: row.sms,
      }
    : OFF;
}

export async function saveAlertSettings(
  db: Db,
  userId: number,
  s: AlertSettingsPatch & { sms: boolean },
  now: Date,
): Promise<void> {
  const values = {
    futures: s.futures,
    equities: s.equities,
    crypto: s.crypto,
    digest: s.digest,
    sms: s.sms,
    updatedAt: now,
  };
  await db
    .insert(alertSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: alertSettings.userId, set: values });
}

/** The one-click unsubscribe: every alert off, the market choices kept for the day they come back. */
export async function turnAlertsOff(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(alertSettings)
    .set({ digest: 'off', sms: false, updatedAt: now })
    .where(eq(alertSettings.userId, userId));
}

const MARKET_COLUMN = {
  futures: alertSettings.futures,
  equities: alertSettings.equities,
  crypto: alertSettings.crypto,
} as const;

/** Accounts that asked for alerts of this market (whether they may see it live is checked by the caller). */
export async function listAlertRecipients(db: Db, market: Market) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      mobile: users.mobile,
      status: users.status,
      isPaidSubscriber: users.isPaidSubscriber,
      enableFutures: users.enableFutures,
      enableEquities: users.enableEquities,
      enableCryptos: users.enableCryptos,
      plan: users.plan,
      planStatus: users.planStatus,
      digest: alertSettings.digest,
      sms: alertSettings.sms,
    })
    .from(alertSettings)
    .innerJoin(users, eq(users.id, alertSettings.userId))
    .where(and(eq(MARKET_COLUMN[market], true), ne(alertSettings.digest, 'off')));
}
export type AlertRecipient = Awaited<ReturnType<typeof listAlertRecipients>>[number];

/**
 * Claims (user, market, symbol, session) rows before mailing: the ones answered are new, the others
 * were already sent (a second process, a rerun, a re-import of the same file).
 */
export async function claimAlerts(
  db: Db,
  userId: number,
  market: Market,
  items: Array<{ symbol: string; date: string }>,
  now: Date,
): Promise<Set<string>> {
  if (!items.length) return new Set();
  const rows = await db
    .insert(alertsSent)
    .values(items.map((i) => ({ userId, market, symbol: i.symbol, barDate: i.date, sentAt: now })))
    .onConflictDoNothing()
    .returning({ symbol: alertsSent.symbol, barDate: alertsSent.barDate });
  return new Set(rows.map((r) => `${r.symbol}@${r.barDate}`));
}

/** Sessions of a market whose daily summary went out (to anyone) since `since`. */
export async function summarisedSessions(db: Db, market: Market, since: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ d: alertsSent.barDate })
    .from(alertsSent)
    .where(and(eq(alertsSent.market, market), eq(alertsSent.symbol, '*'), gte(alertsSent.barDate, since)));
  return rows.map((r) => r.d);
}

/** Alert mails to one address in the last 24 hours (the cap counts the outbox, whatever happened to them). */
export async function alertMailsLastDay(db: Db, address: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(
      and(
        eq(sql`lower(${mailOutbox.toAddress})`, address.toLowerCase()),
        like(mailOutbox.kind, 'signal-alert%'),
        gt(mailOutbox.createdAt, new Date(now.getTime() - 86_400_000)),
      ),
    );
  return row?.n ?? 0;
}
