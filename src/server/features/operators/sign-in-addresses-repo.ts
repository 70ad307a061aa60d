import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatorSignInAddresses } from '../../db/schema';

/** Whether the operator signed in from `ip` since `since`. */
export async function signedInFrom(db: Db, operatorId: number, ip: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ ip: operatorSignInAddresses.ipAddress })
    .from(operatorSignInAddresses)
    .where(
      and(
        eq(operatorSignInAddresses.operatorId, operatorId),
        eq(operatorSignInAddresses.ipAddress, ip),
        gt(operatorSignInAddresses.lastAt, since),
      ),
    );
  return row !== undefined;
}

/** Remembers (or refreshes) an address the operator signed in from. */
export async function rememberSignInAddress(
  db: Db,
  operatorId: number,
  ip: string,
  now: Date,
): Promise<void> {
  await db
    .insert(operatorSignInAddresses)
    .values({ operatorId, ipAddress: ip, firstAt: now, lastAt: now })
    .onConflictDoUpdate({
      target: [operatorSignInAddresses.operatorId, operatorSignInAddresses.ipAddress],
      set: { lastAt: sql`excluded.last_at` },
    });
}
