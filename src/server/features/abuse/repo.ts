import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { abuseEvents, abusePatterns, alertNotifications } from '../../db/schema';

/** The Security & Abuse lists show at most this many rows each. */
const LIST_LIMIT = 500;

type PatternChange = Partial<typeof abusePatterns.$inferInsert>;

/** Newest events first; id breaks ties so the order is stable. */
export function listAbuseEvents(db: Db) {
  return db
    .select()
    .from(abuseEvents)
    .orderBy(desc(abuseEvents.createdAt), desc(abuseEvents.id))
    .limit(LIST_LIMIT);
}

/** Riskiest addresses first. */
export function listAbusePatterns(db: Db) {
  return db
    .select()
    .from(abusePatterns)
    .orderBy(desc(abusePatterns.riskScore), desc(abusePatterns.lastDetected))
    .limit(LIST_LIMIT);
}

export function listAlertNotifications(db: Db) {
  return db
    .select()
    .from(alertNotifications)
    .orderBy(desc(alertNotifications.createdAt), desc(alertNotifications.id))
    .limit(LIST_LIMIT);
}

/** Marks one event resolved; false when no event has that id. */
export async function resolveAbuseEvent(db: Db, id: number, resolvedBy: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(abuseEvents)
    .set({ resolved: true, resolvedBy, resolvedAt: at })
    .where(eq(abuseEvents.id, id))
    .returning({ id: abuseEvents.id });
  return rows.length > 0;
}

/** Updates the pattern of an address; false when the address has none. */
export async function updatePatternByIp(db: Db, ipAddress: string, set: PatternChange): Promise<boolean> {
  const rows = await db
    .update(abusePatterns)
    .set(set)
    .where(eq(abusePatterns.ipAddress, ipAddress))
    .returning({ id: abusePatterns.id });
  return rows.length > 0;
}

/** A pattern an operator created by hand (Block or Whitelist of an address never seen). */
export async function insertManualPattern(
  db: Db,
  values: PatternChange & { ipAddress: string; firstDetected: Date },
): Promise<void> {
  await db.insert(abusePatterns).values({ patternType: 'manual', ...values });
}

/** Lifts a block; false when the address was not blocked. */
export async function unblockPattern(db: Db, ipAddress: string): Promise<boolean> {
  const rows = await db
    .update(abusePatterns)
    .set({ blocked: false, blockedBy: null })
    .where(and(eq(abusePatterns.ipAddress, ipAddress), eq(abusePatterns.blocked, true)))
    .returning({ id: abusePatterns.id });
  return rows.length > 0;
}

/** Events carry their address's blocked flag so the list shows it without a join. */
export async function setEventsBlocked(db: Db, ipAddress: string, blocked: boolean): Promise<void> {
  await db.update(abuseEvents).set({ blocked }).where(eq(abuseEvents.ipAddress, ipAddress));
}

/** Takes an address off the whitelist; false when it was not whitelisted. */
export async function unwhitelistPattern(db: Db, ipAddress: string): Promise<boolean> {
  const rows = await db
    .update(abusePatterns)
    .set({ isWhitelisted: false, whitelistedBy: null })
    .where(and(eq(abusePatterns.ipAddress, ipAddress), eq(abusePatterns.isWhitelisted, true)))
    .returning({ id: abusePatterns.id });
  return rows.length > 0;
}

/** What Block / Unblock / Whitelist change of an IP's pattern (the audit row's before and after). */
export async function ipState(db: Db, ip: string) {
  const [p] = await db
    .select({
      blocked: abusePatterns.blocked,
      isWhitelisted: abusePatterns.isWhitelisted,
      blockedBy: abusePatterns.blockedBy,
      whitelistedBy: abusePatterns.whitelistedBy,
      notes: abusePatterns.notes,
    })
    .from(abusePatterns)
    .where(eq(abusePatterns.ipAddress, ip));
  return p ?? null;
}

/** What Resolve changes of an abuse event (the audit row's before and after). */
export async function abuseEventState(db: Db, id: number) {
  const [e] = await db
    .select({
      resolved: abuseEvents.resolved,
      resolvedBy: abuseEvents.resolvedBy,
      ipAddress: abuseEvents.ipAddress,
    })
    .from(abuseEvents)
    .where(eq(abuseEvents.id, id));
  return e ?? null;
}
