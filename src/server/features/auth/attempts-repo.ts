import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { knownDevices, loginAttempts } from '../../db/schema';

export async function insertLoginAttempt(db: Db, values: typeof loginAttempts.$inferInsert): Promise<void> {
  await db.insert(loginAttempts).values(values);
}

/** Failed sign-ins from one IP since `since`. */
export async function countFailuresFromIp(db: Db, ipAddress: string, since: Date): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.ipAddress, ipAddress),
        eq(loginAttempts.success, false),
        gt(loginAttempts.createdAt, since),
      ),
    );
  return n;
}

/** Failed sign-ins for one email since `since`. */
export async function countFailuresForEmail(db: Db, email: string, since: Date): Promise<number> {
  const [{ failures }] = await db
    .select({ failures: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.success, false),
        gt(loginAttempts.createdAt, since),
      ),
    );
  return failures;
}

/** Whether the user signed in successfully from this IP since `since`. */
export async function signedInFromIpSince(db: Db, userId: number, ipAddress: string, since: Date) {
  const [seen] = await db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.userId, userId),
        eq(loginAttempts.ipAddress, ipAddress),
        eq(loginAttempts.success, true),
        gt(loginAttempts.createdAt, since),
      ),
    )
    .limit(1);
  return Boolean(seen);
}

/** Whether the user has signed in from the browser with this device hash before. */
export async function isKnownDevice(db: Db, userId: number, deviceHash: string): Promise<boolean> {
  const [device] = await db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.deviceHash, deviceHash)))
    .limit(1);
  return Boolean(device);
}

/** Stores the device, or moves its last-seen time when it is known. */
export async function upsertKnownDevice(db: Db, values: typeof knownDevices.$inferInsert): Promise<void> {
  await db
    .insert(knownDevices)
    .values(values)
    .onConflictDoUpdate({
      target: [knownDevices.userId, knownDevices.deviceHash],
      set: { lastSeenAt: values.lastSeenAt },
    });
}
