import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchaUses } from '../../db/schema';

/** Records a captcha id as used; false when it was used before (the primary key settles races). */
export async function insertCaptchaUse(db: Db, id: string, usedAt: Date, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(captchaUses)
    .values({ id, usedAt, expiresAt })
    .onConflictDoNothing()
    .returning({ id: captchaUses.id });
  return rows.length === 1;
}

/** Sweeps uses whose token has expired by `now`. */
export async function deleteExpiredCaptchaUses(db: Db, now: Date): Promise<void> {
  await db.delete(captchaUses).where(lt(captchaUses.expiresAt, now));
}
