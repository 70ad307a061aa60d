import { and, eq, gt, notInArray } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { SessionUser } from '../deps';
import { invalidate, onInvalidate } from '../lib/invalidation';
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

/** Statuses that end a user's sessions at once (docs/features/hardening.md): set by the admin, the user is signed out. */
export const SIGNED_OUT_STATUSES = ['inactive', 'spam', 'canc_by_sub', 'canc_by_tig'] as const;
/** How often a used session writes its `last_seen_at` (the idle timeout is counted from it). */
const SEEN_WRITE_EVERY_MS = 60_000;

/**
 * Every signed-in request resolves its session. A 2-second in-process cache keeps that off the
 * database, but only where every process sharing the database hears this one's invalidations:
 * embedded PGlite (one process) or one WEB_CONCURRENCY cluster (IPC relay). Separate processes on
 * one PostgreSQL (behind a reverse proxy) read the row on every request, so a sign-out or status
 * change in one is honoured by the others at once (SESSION_CACHE, decision 0017).
 */
const CACHE_TTL_MS = 2000;
const CACHE_MAX = 10_000;
const cache = new Map<string, { until: number; found: FoundSession }>();
const loading = new Map<string, Promise<FoundSession | null>>();

/** Drops cached sessions of a user whose row changed (status, flags, mobile) or was deleted. */
export function forgetCachedUser(userId: number): void {
  invalidate(`user:${userId}`);
}

// Every process of the cluster drops the entries at once (lib/invalidation).
onInvalidate((topic) => {
  if (topic.startsWith('session:')) {
    cache.delete(topic.slice('session:'.length));
    loading.delete(topic.slice('session:'.length)); // a later request reads the row afresh
  }
  if (!topic.startsWith('user:')) return;
  loading.clear();
  const userId = Number(topic.slice('user:'.length));
  for (const [key, entry] of cache) if (entry.found.user.id === userId) cache.delete(key);
});

export interface SessionLookup {
  /** Idle timeout: a session unused for this long is over (refreshed on use). */
  idleMs: number;
  /** Whether the in-process cache may answer (only when this process is the only one). */
  cache: boolean;
}

export async function findSessionUser(
  db: Db,
  token: string,
  now: Date,
  opts: SessionLookup,
): Promise<FoundSession | null> {
  const idHash = hashToken(token);
  if (opts.cache) {
    const hit = cache.get(idHash);
    if (hit && hit.until > now.getTime()) return hit.found;
  }
  // Concurrent misses for one session (many requests as the entry expires) share one query.
  let load = opts.cache ? loading.get(idHash) : undefined;
  if (!load) {
    load = loadSessionUser(db, idHash, now, opts.idleMs);
    if (opts.cache) {
      loading.set(idHash, load);
      void load.finally(() => loading.delete(idHash)).catch(() => undefined);
    }
  }
  const found = await load;
  if (found && opts.cache) {
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
    cache.set(idHash, { until: now.getTime() + CACHE_TTL_MS, found });
  } else {
    cache.delete(idHash);
  }
  return found;
}

async function loadSessionUser(
  db: Db,
  idHash: string,
  now: Date,
  idleMs: number,
): Promise<FoundSession | null> {
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
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, idHash),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - idleMs)),
        notInArray(users.status, [...SIGNED_OUT_STATUSES]),
      ),
    );
  if (!row) return null;
  const { lastSeenAt, ...user } = row;
  if (now.getTime() - lastSeenAt.getTime() > SEEN_WRITE_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  return { user, idHash };
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  invalidate(`session:${idHash}`);
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Ends every session of a user (password reset, account removal, status set to a signed-out one, admin). */
export async function deleteUserSessions(db: Db, userId: number): Promise<number> {
  forgetCachedUser(userId);
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ idHash: sessions.idHash });
  return ended.length;
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
