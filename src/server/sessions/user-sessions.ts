import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { SessionUser } from '../deps';
import { hashToken, randomToken } from '../lib/tokens';

export const SESSION_COOKIE = 'sid';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Opens a session for a user; returns the token for the cookie (only its hash is stored). */
export async function createUserSession(
  db: Db,
  opts: { userId: number; now: Date; ipAddress?: string | null; userAgent?: string | null },
): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    idHash: hashToken(token),
    userId: opts.userId,
    createdAt: opts.now,
    lastSeenAt: opts.now,
    expiresAt: new Date(opts.now.getTime() + SESSION_TTL_MS),
    ipAddress: opts.ipAddress ?? null,
    userAgent: opts.userAgent ?? null,
  });
  return token;
}

type FoundSession = { user: SessionUser; idHash: string };

/**
 * Every signed-in request resolves its session; a 2-second in-process cache keeps that off the
 * database under load (DESIGN §7). Changes made in this process drop the entries at once
 * (sign-out, reset, admin edits); another process sees them within the TTL (decision 0004).
 */
const CACHE_TTL_MS = 2000;
const CACHE_MAX = 10_000;
const cache = new Map<string, { until: number; found: FoundSession }>();

/** Drops cached sessions of a user whose row changed (status, flags, mobile) or was deleted. */
export function forgetCachedUser(userId: number): void {
  for (const [key, entry] of cache) if (entry.found.user.id === userId) cache.delete(key);
}

export async function findSessionUser(db: Db, token: string, now: Date): Promise<FoundSession | null> {
  const idHash = hashToken(token);
  const hit = cache.get(idHash);
  if (hit && hit.until > now.getTime()) return hit.found;
  const found = await loadSessionUser(db, idHash, now);
  if (found) {
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
    cache.set(idHash, { until: now.getTime() + CACHE_TTL_MS, found });
  } else {
    cache.delete(idHash);
  }
  return found;
}

async function loadSessionUser(db: Db, idHash: string, now: Date): Promise<FoundSession | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      mobile: users.mobile,
      status: users.status,
      enableFutures: users.enableFutures,
      enableEquities: users.enableEquities,
      enableCryptos: users.enableCryptos,
      isPaidSubscriber: users.isPaidSubscriber,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)));
  return row ? { user: row, idHash } : null;
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  cache.delete(idHash);
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Ends every session of a user (password reset, account removal). */
export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  forgetCachedUser(userId);
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
