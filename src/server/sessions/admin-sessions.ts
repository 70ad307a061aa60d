import { and, desc, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { adminSessions, operators } from '../db/schema';
import { hashToken, randomToken } from '../lib/tokens';
import { clearHostCookie, hostCookieName } from '../lib/host-cookies';

export const ADMIN_COOKIE = 'admin_sid';
/** The absolute limit of an admin session. */
export const ADMIN_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** An admin session unused this long ends (operator sessions are short-lived). */
export const ADMIN_SESSION_IDLE_MS = 30 * 60 * 1000;
/** last_seen_at is written at most this often per session (not on every request). */
const TOUCH_EVERY_MS = 60 * 1000;

export type OperatorRole = 'owner' | 'staff';

/** Who is behind an admin session: a named operator, or the shared password (the bootstrap owner). */
export interface AdminOperator {
  /** null for the shared admin password. */
  id: number | null;
  email: string | null;
  role: OperatorRole;
  /** What the audit log and `blockedBy` / `resolvedBy` record. */
  label: string;
  /** SHA-256 of the session token: the id of the session in lists. */
  sessionId: string;
}

/** The operator name of a session opened with the shared admin password. */
export const SHARED_OPERATOR_LABEL = 'owner (shared password)';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set with `isAdmin`: the operator of the admin session (plugins/sessions.ts). */
    adminOperator: AdminOperator | null;
  }
}

export async function createAdminSession(
  db: Db,
  opts: { now: Date; ipAddress?: string | null; operatorId?: number | null; userAgent?: string | null },
): Promise<string> {
  const token = randomToken();
  await db.insert(adminSessions).values({
    idHash: hashToken(token),
    createdAt: opts.now,
    lastSeenAt: opts.now,
    expiresAt: new Date(opts.now.getTime() + ADMIN_SESSION_TTL_MS),
    ipAddress: opts.ipAddress ?? null,
    operatorId: opts.operatorId ?? null,
    userAgent: opts.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/** The operator of a live admin session (not expired, not idle, operator not disabled), refreshing its idle clock. */
export async function findAdminSession(db: Db, token: string, now: Date): Promise<AdminOperator | null> {
  const idHash = hashToken(token);
  const [row] = await db
    .select({
      lastSeenAt: adminSessions.lastSeenAt,
      operatorId: adminSessions.operatorId,
      email: operators.email,
      role: operators.role,
      disabledAt: operators.disabledAt,
    })
    .from(adminSessions)
    .leftJoin(operators, eq(operators.id, adminSessions.operatorId))
    .where(
      and(
        eq(adminSessions.idHash, idHash),
        gt(adminSessions.expiresAt, now),
        gt(adminSessions.lastSeenAt, new Date(now.getTime() - ADMIN_SESSION_IDLE_MS)),
      ),
    );
  if (!row) return null;
  if (row.operatorId !== null && (row.email === null || row.disabledAt !== null)) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.idHash, idHash));
  }
  if (row.operatorId === null) {
    return { id: null, email: null, role: 'owner', label: SHARED_OPERATOR_LABEL, sessionId: idHash };
  }
  const role: OperatorRole = row.role === 'owner' ? 'owner' : 'staff';
  return { id: row.operatorId, email: row.email, role, label: row.email!, sessionId: idHash };
}

export async function isAdminSession(db: Db, token: string, now: Date): Promise<boolean> {
  return (await findAdminSession(db, token, now)) !== null;
}

export async function deleteAdminSession(db: Db, token: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.idHash, hashToken(token)));
}

/** After a shared-password change only the session that changed it stays open (of those the shared password opened). */
export async function deleteOtherAdminSessions(db: Db, keepToken: string): Promise<void> {
  await db
    .delete(adminSessions)
    .where(and(ne(adminSessions.idHash, hashToken(keepToken)), isNull(adminSessions.operatorId)));
}

/** Ends every session opened with the shared password (when the owner turns it off). */
export async function deleteSharedPasswordSessions(db: Db): Promise<number> {
  const gone = await db
    .delete(adminSessions)
    .where(isNull(adminSessions.operatorId))
    .returning({ idHash: adminSessions.idHash });
  return gone.length;
}

/** Ends every session of one operator (disabled, or their password changed). */
export async function deleteOperatorSessions(db: Db, operatorId: number): Promise<number> {
  const gone = await db
    .delete(adminSessions)
    .where(eq(adminSessions.operatorId, operatorId))
    .returning({ idHash: adminSessions.idHash });
  return gone.length;
}

export interface AdminSessionRow {
  id: string;
  operator: string;
  operatorId: number | null;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
}

/** Live admin sessions, newest use first; `operatorId` limits them to one operator (staff see their own). */
export async function listAdminSessions(
  db: Db,
  now: Date,
  only?: { operatorId: number | null },
): Promise<AdminSessionRow[]> {
  const live = and(
    gt(adminSessions.expiresAt, now),
    gt(adminSessions.lastSeenAt, new Date(now.getTime() - ADMIN_SESSION_IDLE_MS)),
  );
  const mine = only
    ? only.operatorId === null
      ? isNull(adminSessions.operatorId)
      : eq(adminSessions.operatorId, only.operatorId)
    : undefined;
  const rows = await db
    .select({
      id: adminSessions.idHash,
      operatorId: adminSessions.operatorId,
      email: operators.email,
      createdAt: adminSessions.createdAt,
      lastSeenAt: adminSessions.lastSeenAt,
      expiresAt: adminSessions.expiresAt,
      ipAddress: adminSessions.ipAddress,
      userAgent: adminSessions.userAgent,
    })
    .from(adminSessions)
    .leftJoin(operators, eq(operators.id, adminSessions.operatorId))
    .where(mine ? and(live, mine) : live)
    .orderBy(desc(adminSessions.lastSeenAt));
  return rows.map(({ email, ...r }) => ({ ...r, operator: email ?? SHARED_OPERATOR_LABEL }));
}

/** Ends one session by its id; `operatorId` (staff) may only end their own. Returns whether one ended. */
export async function revokeAdminSession(
  db: Db,
  id: string,
  only?: { operatorId: number | null },
): Promise<boolean> {
  const mine = only
    ? only.operatorId === null
      ? isNull(adminSessions.operatorId)
      : eq(adminSessions.operatorId, only.operatorId)
    : undefined;
  const gone = await db
    .delete(adminSessions)
    .where(mine ? and(eq(adminSessions.idHash, id), mine) : eq(adminSessions.idHash, id))
    .returning({ idHash: adminSessions.idHash });
  return gone.length > 0;
}

/** Drops sessions past their limit or idle time (called at sign-in, so the table stays small). */
export async function deleteStaleAdminSessions(db: Db, now: Date): Promise<void> {
  await db
    .delete(adminSessions)
    .where(
      or(
        lt(adminSessions.expiresAt, now),
        lt(adminSessions.lastSeenAt, new Date(now.getTime() - ADMIN_SESSION_IDLE_MS)),
      ),
    );
}

export function setAdminCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(hostCookieName(reply.server.deps.config, ADMIN_COOKIE), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: ADMIN_SESSION_TTL_MS / 1000,
  });
}

export function clearAdminCookie(reply: FastifyReply): void {
  clearHostCookie(reply, ADMIN_COOKIE);
}
