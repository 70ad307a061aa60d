import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ApiKeyDto } from '../../../core/schemas/api-keys';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema';
import { hashToken } from '../../lib/tokens';

/** Keys read `tl_live_` + 43 URL-safe characters (256 bits); the prefix names them in lists. */
export const KEY_PREFIX = 'tl_live_';
const SHOWN_CHARS = KEY_PREFIX.length + 6;

export async function issueApiKey(
  db: Db,
  userId: number,
  label: string,
  now: Date,
): Promise<{ id: number; key: string }> {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiKeys)
    .values({ userId, label, keyHash: hashToken(key), keyPrefix: key.slice(0, SHOWN_CHARS), createdAt: now })
    .returning({ id: apiKeys.id });
  return { id: row.id, key };
}

/** Revokes a key of that user; false when there is no such key. Revoking twice keeps the first time. */
export async function revokeApiKey(db: Db, userId: number, keyId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ revokedAt: apiKeys.revokedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId)));
  if (!row) return false;
  if (!row.revokedAt) await db.update(apiKeys).set({ revokedAt: now }).where(eq(apiKeys.id, keyId));
  return true;
}

export async function listApiKeys(db: Db, userId: number): Promise<ApiKeyDto[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((r) => ({
    id: r.id,
    label: r.label,
    prefix: r.keyPrefix,
    createdAt: r.createdAt.toISOString(),
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
    revokedAt: r.revokedAt?.toISOString() ?? null,
  }));
}

/** The live key behind a bearer token (never a revoked one), with its owner's id. */
export async function findLiveKey(
  db: Db,
  key: string,
): Promise<{ id: number; userId: number; lastUsedAt: Date | null } | null> {
  if (!key.startsWith(KEY_PREFIX) || key.length > 120) return null;
  const [row] = await db
    .select({ id: apiKeys.id, userId: apiKeys.userId, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, hashToken(key)), isNull(apiKeys.revokedAt)));
  return row ?? null;
}

export async function touchApiKey(db: Db, id: number, now: Date): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, id));
}
