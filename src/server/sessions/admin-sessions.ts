import { and, eq, gt, ne } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { adminSessions } from '../db/schema';
import { hashToken, randomToken } from '../lib/tokens';
import { clearHostCookie, hostCookieName } from '../plugins/cookies';

export const ADMIN_COOKIE = 'admin_sid';
export const ADMIN_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export async function createAdminSession(
  db: Db,
  opts: { now: Date; ipAddress?: string | null },
): Promise<string> {
  const token = randomToken();
  await db.insert(adminSessions).values({
    idHash: hashToken(token),
    createdAt: opts.now,
    expiresAt: new Date(opts.now.getTime() + ADMIN_SESSION_TTL_MS),
    ipAddress: opts.ipAddress ?? null,
  });
  return token;
}

export async function isAdminSession(db: Db, token: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ idHash: adminSessions.idHash })
    .from(adminSessions)
    .where(and(eq(adminSessions.idHash, hashToken(token)), gt(adminSessions.expiresAt, now)));
  return Boolean(row);
}

export async function deleteAdminSession(db: Db, token: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.idHash, hashToken(token)));
}

/** After a password change only the session that changed it stays open. */
export async function deleteOtherAdminSessions(db: Db, keepToken: string): Promise<void> {
  await db.delete(adminSessions).where(ne(adminSessions.idHash, hashToken(keepToken)));
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
