import { and, eq, gt, notInArray } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { SessionUser } from '../deps';
import { ALL_TOPICS, hearingEveryProcess, invalidate, onInvalidate } from '../lib/invalidation';
import { hashToken, randomToken } from '../lib/tokens';
import { clearHostCookie, hostCookieName } from '../lib/host-cookies';

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
 * database. A sign-out, a status or flag change ends the cached entry at once in every process on
 * the database (lib/invalidation: a PostgreSQL NOTIFY reaches every other process), and while this
 * process might miss such a message (its channel is down) the cache is not used (decision 0017).
 */
const CACHE_TTL_MS = 2000;
const CACHE_MAX = 10_000;
// Keyed by the cookie's token (memory only, never stored), so a hit needs no hashing.
const cache = new Map<string, { until: number; found: FoundSession }>();
const loading = new Map<string, Promise<FoundSession | null>>();
// Bumped by every session or user invalidation: a read that began before one is not cached.
let generation = 0;

/**
 * Drops cached sessions of a user whose row changed (status, flags, mobile) or was deleted, in every
 * process. Call it after the change has committed; it resolves once the other processes were told.
 */
export function forgetCachedUser(userId: number): Promise<void> {
  return invalidate(`user:${userId}`);
}

onInvalidate((topic) => {
  const all = topic === ALL_TOPICS;
  const ended = topic.startsWith('session:') ? topic.slice('session:'.length) : null;
  const userId = topic.startsWith('user:') ? Number(topic.slice('user:'.length)) : null;
  if (!all && ended === null && userId === null) return;
  generation++;
  loading.clear(); // a later request reads the row afresh
  for (const [token, { found }] of cache)
    if (all || found.idHash === ended || found.user.id === userId) cache.delete(token);
});

export interface SessionLookup {
  /** Idle timeout: a session unused for this long is over (refreshed on use). */
  idleMs: number;
  /** Whether the in-process cache may be used (SESSION_CACHE); it is also off while invalidations may be missed. */
  cache: boolean;
}

const cacheUsable = (opts: SessionLookup) => opts.cache && hearingEveryProcess();

/** The session of a cookie token from the cache, synchronously; undefined when it must be read. */
export function cachedSessionUser(token: string, now: Date, opts: SessionLookup): FoundSession | undefined {
  if (!cacheUsable(opts)) return undefined;
  const hit = cache.get(token);
  return hit && hit.until > now.getTime() ? hit.found : undefined;
}

export async function findSessionUser(
  db: Db,
  token: string,
  now: Date,
  opts: SessionLookup,
): Promise<FoundSession | null> {
  const hit = cachedSessionUser(token, now, opts);
  if (hit) return hit;
  // Concurrent misses for one session (many requests as the entry expires) share one query.
  const startedAt = generation;
  const caching = cacheUsable(opts);
  let load = caching ? loading.get(token) : undefined;
  if (!load) {
    load = loadSessionUser(db, hashToken(token), now, opts.idleMs);
    if (caching) {
      loading.set(token, load);
      void load.finally(() => loading.get(token) === load && loading.delete(token)).catch(() => undefined);
    }
  }
  const found = await load;
  // A channel lost or regained during the read announced ALL_TOPICS, which moved `generation`.
  if (found && caching && startedAt === generation) {
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
    cache.set(token, { until: now.getTime() + CACHE_TTL_MS, found });
  } else {
    cache.delete(token);
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
      plan: users.plan,
      planStatus: users.planStatus,
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

// The row goes first: a process told before the delete could read the session again and keep it.
export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
  await invalidate(`session:${idHash}`);
}

/**
 * Ends every session of a user (password reset, account removal, status set to a signed-out one,
 * admin). Inside a transaction, the caller calls `forgetCachedUser` again once it has committed.
 */
export async function deleteUserSessions(db: Db, userId: number): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ idHash: sessions.idHash });
  await forgetCachedUser(userId);
  return ended.length;
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(hostCookieName(reply.server.deps.config, SESSION_COOKIE), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  clearHostCookie(reply, SESSION_COOKIE);
}
