import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { openBody } from './sealed-body';
import type { MailBody } from './sealed-body';

/**
 * The mail outbox's SQL. Every mail is a row before it is sent; a row is claimed (`sending`, with a
 * lease) in SQL before any process sends it, so each mail goes out at most once whatever the number
 * of processes.
 */

export interface ClaimedRow extends Record<string, unknown> {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string | null;
  html_body: string | null;
  body_sealed: string | null;
  reply_to: string | null;
  attempts: number;
}

export type OutboxPatch = Partial<typeof mailOutbox.$inferInsert>;

const RETURNED = sql.raw(
  'id, kind, to_address, subject, text_body, html_body, body_sealed, reply_to, attempts',
);

/**
 * A mail is `sending` for at most this long (nodemailer's own timeouts end a send well before); a
 * row still `sending` after it belonged to a process that died or hung, and becomes `unknown`.
 */
export const SENDING_LEASE_MS = 15 * 60_000;

// node-postgres and PGlite both answer `{ rows }`.
const rowsOf = (result: unknown) => (result as { rows: ClaimedRow[] }).rows;

export async function insertMails(db: Db, rows: Array<typeof mailOutbox.$inferInsert>): Promise<number[]> {
  const ids = await db.insert(mailOutbox).values(rows).returning({ id: mailOutbox.id });
  return ids.map((r) => r.id);
}

/** One status write after a send. */
export async function updateMail(db: Db, id: number, set: OutboxPatch): Promise<void> {
  await db.update(mailOutbox).set(set).where(eq(mailOutbox.id, id));
}

/** One status write for a round of sent mails (the bulk drain). */
export async function markSent(
  db: Db,
  sent: Array<{ id: number; messageId: string }>,
  now: Date,
): Promise<void> {
  const ids = `{${sent.map((m) => m.id).join(',')}}`;
  const messageIds = `{${sent.map((m) => `"${m.messageId.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
  await db.execute(sql`
    UPDATE mail_outbox m SET status = 'sent', message_id = v.mid, sent_at = ${now.toISOString()}::timestamptz,
      last_error = NULL, next_attempt_at = NULL, body_sealed = NULL, text_body = NULL, html_body = NULL
    FROM unnest(${ids}::int[], ${messageIds}::text[]) AS v(id, mid)
    WHERE m.id = v.id`);
}

export async function markUnknown(db: Db, ids: number[], reason: string): Promise<void> {
  await db.execute(
    sql`UPDATE mail_outbox SET status = 'unknown', last_error = ${reason}, next_attempt_at = NULL
        WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`,
  );
}

/** Rows still `sending` past their lease: their process died or hung. Never sent again by themselves. */
export async function expireLeases(db: Db, now: Date, reason: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'unknown', lastError: reason, nextAttemptAt: null })
    .where(and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.nextAttemptAt, now)));
}

/** Claims up to `limit` queued mails whose time has come (status `sending`, leased until `lease`). */
export async function claimQueued(db: Db, limit: number, now: Date, lease: Date): Promise<ClaimedRow[]> {
  return rowsOf(
    await db.execute(sql`
      UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1,
        next_attempt_at = ${lease.toISOString()}
      WHERE id IN (
        SELECT id FROM mail_outbox
        WHERE status = 'queued' AND (next_attempt_at IS NULL OR next_attempt_at <= ${now.toISOString()})
        ORDER BY id LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING ${RETURNED}`),
  );
}

/** Claims one `unknown` mail that still has its body, for the operator's resend. */
export async function claimForResend(db: Db, id: number, lease: Date): Promise<ClaimedRow[]> {
  return rowsOf(
    await db.execute(sql`
      UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1,
        next_attempt_at = ${lease.toISOString()}
      WHERE id = ${id} AND status = 'unknown'
        AND (body_sealed IS NOT NULL OR text_body IS NOT NULL)
      RETURNING ${RETURNED}`),
  );
}

/** A claimed row's body: sealed (every row written now), or in the clear (rows older than sealing). */
export function bodyOfRow(key: Buffer, row: ClaimedRow): MailBody {
  return row.body_sealed
    ? openBody(key, row.body_sealed)
    : { text: row.text_body ?? '', html: row.html_body ?? undefined };
}

/** The body of a mail still kept; null once it is gone. */
export async function readBody(db: Db, key: Buffer, id: number): Promise<MailBody | null> {
  const [row] = await db
    .select({ sealed: mailOutbox.bodySealed, text: mailOutbox.textBody, html: mailOutbox.htmlBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  if (row?.sealed) return openBody(key, row.sealed);
  return row?.text ? { text: row.text, html: row.html ?? undefined } : null;
}
