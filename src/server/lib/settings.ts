import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';

export async function getSetting(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  return row?.value ?? null;
}

export async function setSetting(db: Db, key: string, value: string): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
}

/** Returns the stored value, creating it with `make()` on first use (first writer wins). */
export async function getOrCreateSetting(
  db: Db,
  key: string,
  make: () => string | Promise<string>,
): Promise<string> {
  const existing = await getSetting(db, key);
  if (existing !== null) return existing;
  await db
    .insert(appSettings)
    .values({ key, value: await make() })
    .onConflictDoNothing();
  return (await getSetting(db, key)) as string;
}

/** Stores the value unless the key exists; true when this call stored it (first writer wins). */
export async function insertSettingIfMissing(db: Db, key: string, value: string): Promise<boolean> {
  const inserted = await db
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoNothing()
    .returning({ key: appSettings.key });
  return inserted.length > 0;
}
