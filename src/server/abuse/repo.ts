import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { abuseEvents, abusePatterns, alertNotifications } from '../db/schema';

export type AbusePatternRow = typeof abusePatterns.$inferSelect;
type PatternChange = Partial<typeof abusePatterns.$inferInsert>;

export async function findPatternByIp(db: Db, ipAddress: string): Promise<AbusePatternRow | undefined> {
  const [pattern] = await db.select().from(abusePatterns).where(eq(abusePatterns.ipAddress, ipAddress));
  return pattern;
}

export async function updatePattern(db: Db, id: number, set: PatternChange): Promise<void> {
  await db.update(abusePatterns).set(set).where(eq(abusePatterns.id, id));
}

const SEVERITY_RANK = (value: SQL) =>
  sql`array_position(ARRAY['low','medium','high','critical']::text[], ${value})`;

const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * Counts the hits (`requestCount`) into the open (IP, type) event created after `windowStart` (keeping the worse
 * severity), or opens a new event; one SQL upsert, so concurrent hits count into one row. Answers
 * the event's id, or undefined when the open event is older than the window (close it and retry).
 */
export async function upsertOpenEvent(
  tx: Db,
  values: Omit<typeof abuseEvents.$inferInsert, 'isOpen'>,
  windowStart: Date,
): Promise<number | undefined> {
  const [row] = await tx
    .insert(abuseEvents)
    .values({ ...values, isOpen: true })
    .onConflictDoUpdate({
      target: [abuseEvents.ipAddress, abuseEvents.eventType],
      targetWhere: sql`${abuseEvents.isOpen} AND NOT ${abuseEvents.resolved}`,
      set: {
        requestCount: sql`${abuseEvents.requestCount} + excluded.request_count`,
        severity: sql`CASE WHEN ${SEVERITY_RANK(sql`excluded.severity`)} > ${SEVERITY_RANK(sql`${abuseEvents.severity}`)}
            THEN excluded.severity ELSE ${abuseEvents.severity} END`,
      },
      // An open event older than its window is not counted into: the caller closes it instead.
      setWhere: sql`${abuseEvents.createdAt} > ${timestamp(windowStart)}`,
    })
    .returning({ id: abuseEvents.id });
  return row?.id;
}

/** Closes the open (IP, type) event created at or before `windowStart`. */
export async function closeStaleEvent(tx: Db, ipAddress: string, eventType: string, windowStart: Date) {
  await tx
    .update(abuseEvents)
    .set({ isOpen: false })
    .where(
      and(
        eq(abuseEvents.ipAddress, ipAddress),
        eq(abuseEvents.eventType, eventType),
        eq(abuseEvents.isOpen, true),
        sql`${abuseEvents.createdAt} <= ${timestamp(windowStart)}`,
      ),
    );
}

/** The IP's pattern row, created empty when missing, locked until the transaction ends. */
export async function lockPatternOfIp(
  tx: Db,
  ipAddress: string,
  patternType: string,
  now: Date,
): Promise<AbusePatternRow> {
  await tx
    .insert(abusePatterns)
    .values({
      ipAddress,
      patternType,
      riskScore: 0,
      occurrenceCount: 0,
      firstDetected: now,
      lastDetected: now,
    })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(abusePatterns)
    .where(eq(abusePatterns.ipAddress, ipAddress))
    .for('update');
  return row;
}

/** Blocked or whitelisted addresses (the in-memory IP snapshot). */
export function listFlaggedIps(db: Db) {
  return db
    .select({
      ip: abusePatterns.ipAddress,
      blocked: abusePatterns.blocked,
      whitelisted: abusePatterns.isWhitelisted,
    })
    .from(abusePatterns)
    .where(or(eq(abusePatterns.blocked, true), eq(abusePatterns.isWhitelisted, true)));
}

/** How many abuse events an IP has. */
export async function countEventsOfIp(db: Db, ipAddress: string): Promise<number> {
  const [{ events }] = await db
    .select({ events: count() })
    .from(abuseEvents)
    .where(eq(abuseEvents.ipAddress, ipAddress));
  return events;
}

type AlertValues = typeof alertNotifications.$inferInsert;

export async function insertAlert(db: Db, values: AlertValues): Promise<number> {
  const [row] = await db.insert(alertNotifications).values(values).returning({ id: alertNotifications.id });
  return row.id;
}

/** What sending the alert's mail (or the digest listing it) did. */
export async function updateAlert(
  db: Db,
  id: number | number[],
  set: Pick<AlertValues, 'sent' | 'sentAt' | 'errorMessage' | 'pendingDigest'>,
): Promise<void> {
  await db
    .update(alertNotifications)
    .set(set)
    .where(Array.isArray(id) ? inArray(alertNotifications.id, id) : eq(alertNotifications.id, id));
}

/** Alerts waiting for the next digest mail, oldest first. */
export function listPendingAlerts(db: Db) {
  return db
    .select({
      id: alertNotifications.id,
      subject: alertNotifications.subject,
      createdAt: alertNotifications.createdAt,
    })
    .from(alertNotifications)
    .where(eq(alertNotifications.pendingDigest, true))
    .orderBy(alertNotifications.id);
}
