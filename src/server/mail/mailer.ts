import { and, eq, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Clock } from '../lib/clock';
import { createConsoleTransport } from './console-transport';
import { openBody, sealBody } from './sealed-body';
import type { MailBody } from './sealed-body';

interface ClaimedRow extends Record<string, unknown> {
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

export interface OutgoingMail {
  /** What the mail is for (registration-confirmation, signin-code, ...): shown in the admin outbox. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where the recipient's answer goes (Reply-To): the contact sender on the operator's notice, the operator on a reply. */
  replyTo?: string;
  /**
   * Bulk mails (alerts, newsletter): the one-click unsubscribe URL (RFC 8058). Sent as `List-Unsubscribe`
   * with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`; the URL must unsubscribe on a POST.
   */
  unsubscribe?: string;
}

export interface SendResult {
  outboxId: number;
  sent: boolean;
  messageId: string | null;
  error: string | null;
}

export interface Mailer {
  /** Stores the mail in the outbox, then sends it when SMTP is configured. Never throws for SMTP errors. */
  send(mail: OutgoingMail): Promise<SendResult>;
  /**
   * Marks mails left `sending` past their lease as `unknown`, then sends queued mails whose retry
   * time has come. Rows are claimed in SQL (FOR UPDATE SKIP LOCKED, status `sending`), so each mail
   * goes out at most once whatever the number of processes. Returns how many were sent.
   */
  retryQueued(): Promise<number>;
  /**
   * Bulk mails (the alert fan-out, issue 31): stores every mail `queued` in one INSERT (`logged` without
   * SMTP), to be sent by `deliverQueued` in this process or any other. Returns the outbox ids.
   */
  enqueue(mails: OutgoingMail[]): Promise<number[]>;
  /**
   * Sends queued mails until none is left: claimed 100 at a time in SQL (FOR UPDATE SKIP LOCKED, status
   * `sending`), so several processes share the queue and each mail goes out at most once; up to
   * `BULK_CONNECTIONS` SMTP connections at once (pooled). One drain at a time per process (a second
   * call joins the running one). Returns how many this call's drain sent.
   */
  deliverQueued(): Promise<number>;
  /**
   * The operator's resend of a mail whose delivery is `unknown` (admin mail outbox). Null when the
   * row is not `unknown` (or has no body any more): nothing is sent.
   */
  resend(outboxId: number): Promise<SendResult | null>;
  /**
   * Records a mail that is not sent (over a visitor-mail cap: mail/visitor-caps.ts): status `held`, the
   * reason as its error, no body. The admin outbox lists it; nothing ever sends it.
   */
  hold(mail: Pick<OutgoingMail, 'kind' | 'to' | 'subject'>, reason: string): Promise<SendResult>;
  /** The body of a mail still kept sealed (queued, or logged without SMTP); null once it is gone. */
  readBody(outboxId: number): Promise<MailBody | null>;
  readonly hasTransport: boolean;
  close(): void;
}

const MAX_ATTEMPTS = 5;
/** SMTP connections of one process's bulk drain (deliverQueued), and mails claimed per round. */
const BULK_CONNECTIONS = 16;
const BULK_CLAIM = 100;
const RETURNED = sql.raw(
  'id, kind, to_address, subject, text_body, html_body, body_sealed, reply_to, attempts',
);
/**
 * A mail is `sending` for at most this long (nodemailer's own timeouts end a send well before); a
 * row still `sending` after it belonged to a process that died or hung, and becomes `unknown`.
 */
const SENDING_LEASE_MS = 15 * 60_000;
const backoffMs = (attempt: number) => Math.min(60 * 60_000, 30_000 * 2 ** (attempt - 1));

export const UNKNOWN_AFTER_CRASH =
  'Interrupted while sending (the process stopped or the database did not answer): it may or may not have arrived. Resend it from the outbox if needed.';
export const UNKNOWN_NOT_RECORDED =
  'Handed to the mail server, but the database did not record it as sent. It was not sent again.';

// nodemailer's error codes that mean the message itself never reached the server: safe to retry.
const NOT_SENT_CODES = new Set([
  'ECONNECTION',
  'EDNS',
  'EAUTH',
  'ENOAUTH',
  'EOAUTH2',
  'ETLS',
  'EENVELOPE',
  'EMESSAGE',
  'ECONFIG',
  'EREQUIRETLS',
]);

type SmtpError = { code?: unknown; command?: unknown; responseCode?: unknown; message?: unknown };

/**
 * Whether a failed send surely did not deliver: the server refused it (an SMTP answer code), or it
 * failed before the message went out (connection, envelope). A socket that dies after the message
 * was handed over may have delivered it: that one is not retried, it becomes `unknown`.
 */
function surelyNotSent(err: SmtpError): boolean {
  return (
    typeof err.responseCode === 'number' ||
    err.command === 'CONN' ||
    (typeof err.code === 'string' && NOT_SENT_CODES.has(err.code))
  );
}

/**
 * The error kept in `last_error` and shown in the admin outbox: nodemailer's code and the first line
 * of its message, short. Anything else (a database error carries its query and parameters) is
 * reduced to a fixed text; the log has the whole error.
 */
export function safeMailError(err: unknown): string {
  const e = (err ?? {}) as SmtpError;
  if (typeof e.code === 'string' && /^E[A-Z0-9]+$/.test(e.code) && typeof e.message === 'string') {
    const line = e.message.split('\n')[0].slice(0, 200);
    return line.includes(e.code) ? line : `${e.code}: ${line}`;
  }
  return 'Mail could not be sent (internal error, see the server log)';
}

export function createMailer(opts: {
  db: Db;
  smtpUrl?: string;
  /** Development without SMTP: print whole mails to the terminal (never in production). */
  console?: boolean;
  from: string;
  log: Logger;
  clock: Clock;
  /** Key sealing bodies at rest (mail/sealed-body.ts). */
  sealKey: Buffer;
}): Mailer {
  const { db, log, clock, sealKey } = opts;
  const transport: Transporter | null = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl, { from: opts.from })
    : opts.console
      ? createConsoleTransport()
      : null;
  const lease = () => new Date(clock.now().getTime() + SENDING_LEASE_MS);
  // The bulk drain's own transport: pooled connections, each carrying many mails.
  let bulk: Transporter | null = null;
  const bulkTransport = (): Transporter | null => {
    if (!opts.smtpUrl) return transport;
    if (!bulk) {
      const url = new URL(opts.smtpUrl);
      url.searchParams.set('pool', 'true');
      url.searchParams.set('maxConnections', String(BULK_CONNECTIONS));
      url.searchParams.set('maxMessages', '1000');
      bulk = nodemailer.createTransport(url.toString(), { from: opts.from });
    }
    return bulk;
  };
  let draining: Promise<number> | null = null;

  /** One status write after a send; a failure is logged, never thrown (the row then ends `unknown`). */
  async function record(id: number, set: Partial<typeof mailOutbox.$inferInsert>): Promise<boolean> {
    try {
      await db.update(mailOutbox).set(set).where(eq(mailOutbox.id, id));
      return true;
    } catch (err) {
      log.error({ err, mailId: id }, 'mail status not recorded');
      return false;
    }
  }

  /**
   * Sends a row already marked `sending` (claimed): at most once. A failed status write after a
   * successful send never makes it `queued` again; it ends `unknown` (here, or by the sweep).
   */
  async function deliver(
    id: number,
    mail: OutgoingMail,
    attempts: number,
    via: Transporter | null = transport,
    /** The bulk drain records its sent mails together (recordSentMany), once per claimed round. */
    sentLater?: Array<{ id: number; messageId: string }>,
  ): Promise<SendResult> {
    if (!via) throw new Error('deliver without a transport');
    let info: { messageId: string };
    try {
      info = await via.sendMail({
        from: opts.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.unsubscribe
          ? {
              headers: {
                'List-Unsubscribe': `<${mail.unsubscribe}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
            }
          : {}),
      });
    } catch (err) {
      const error = safeMailError(err);
      log.warn({ mailId: id, kind: mail.kind, attempt: attempts, err }, 'mail delivery failed');
      if (!surelyNotSent(err as SmtpError)) {
        await record(id, {
          status: 'unknown',
          lastError: `${error} (it may or may not have arrived)`,
          nextAttemptAt: null,
        });
        return { outboxId: id, sent: false, messageId: null, error };
      }
      const failed = attempts >= MAX_ATTEMPTS;
      await record(id, {
        status: failed ? 'failed' : 'queued',
        lastError: error,
        nextAttemptAt: failed ? null : new Date(clock.now().getTime() + backoffMs(attempts)),
        ...(failed ? { bodySealed: null, textBody: null, htmlBody: null } : {}),
      });
      return { outboxId: id, sent: false, messageId: null, error };
    }
    if (sentLater) {
      sentLater.push({ id, messageId: info.messageId });
      return { outboxId: id, sent: true, messageId: info.messageId, error: null };
    }
    const sent = await record(id, {
      status: 'sent',
      messageId: info.messageId,
      sentAt: clock.now(),
      lastError: null,
      nextAttemptAt: null,
      bodySealed: null,
      textBody: null,
      htmlBody: null,
    });
    // Not recorded: say so at once if the database lets us, else the sweep says it after the lease.
    if (!sent) await record(id, { status: 'unknown', lastError: UNKNOWN_NOT_RECORDED, nextAttemptAt: null });
    return { outboxId: id, sent: true, messageId: info.messageId, error: null };
  }

  /**
   * One status write for a round of sent mails; when it fails they end `unknown` at once if the
   * database lets us, else by the sweep after their lease (never sent again, as one by one).
   */
  async function recordSentMany(sent: Array<{ id: number; messageId: string }>): Promise<void> {
    if (!sent.length) return;
    const ids = `{${sent.map((m) => m.id).join(',')}}`;
    const messageIds = `{${sent.map((m) => `"${m.messageId.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
    try {
      await db.execute(sql`
        UPDATE mail_outbox m SET status = 'sent', message_id = v.mid, sent_at = ${clock.now().toISOString()}::timestamptz,
          last_error = NULL, next_attempt_at = NULL, body_sealed = NULL, text_body = NULL, html_body = NULL
        FROM unnest(${ids}::int[], ${messageIds}::text[]) AS v(id, mid)
        WHERE m.id = v.id`);
    } catch (err) {
      log.error({ err, mails: sent.length }, 'mail status not recorded');
      await db
        .execute(
          sql`UPDATE mail_outbox SET status = 'unknown', last_error = ${UNKNOWN_NOT_RECORDED}, next_attempt_at = NULL
              WHERE id = ANY(${ids}::int[])`,
        )
        .catch(() => undefined);
    }
  }

  /** Sends claimed rows, `parallel` at a time (1: one after the other). */
  async function deliverRows(
    rows: ClaimedRow[],
    parallel = 1,
    via = transport,
    sentLater?: Array<{ id: number; messageId: string }>,
  ): Promise<SendResult[]> {
    const results: SendResult[] = [];
    let next = 0;
    const worker = async () => {
      while (next < rows.length) {
        const row = rows[next++];
        const body = row.body_sealed
          ? openBody(sealKey, row.body_sealed)
          : { text: row.text_body ?? '', html: row.html_body ?? undefined };
        results.push(
          await deliver(
            row.id,
            {
              kind: row.kind,
              to: row.to_address,
              subject: row.subject,
              ...body,
              replyTo: row.reply_to ?? undefined,
            },
            row.attempts,
            via,
            sentLater,
          ),
        );
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallel, rows.length) }, worker));
    return results;
  }

  /** Claims up to `limit` queued mails whose time has come (status `sending`, leased). */
  async function claimQueued(limit: number): Promise<ClaimedRow[]> {
    const now = clock.now().toISOString();
    const claimed = await db.execute(sql`
      UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1,
        next_attempt_at = ${lease().toISOString()}
      WHERE id IN (
        SELECT id FROM mail_outbox
        WHERE status = 'queued' AND (next_attempt_at IS NULL OR next_attempt_at <= ${now})
        ORDER BY id LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING ${RETURNED}`);
    // node-postgres and PGlite both answer `{ rows }`.
    return (claimed as unknown as { rows: ClaimedRow[] }).rows;
  }

  async function drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await claimQueued(BULK_CLAIM);
      if (!rows.length) return sent;
      const done: Array<{ id: number; messageId: string }> = [];
      const results = await deliverRows(rows, BULK_CONNECTIONS, bulkTransport(), done);
      await recordSentMany(done);
      sent += results.filter((r) => r.sent).length;
    }
  }

  return {
    hasTransport: transport !== null,
    async send(mail) {
      // Inserted already claimed (`sending` with its lease), so no retry loop ever sends it a second time.
      const [row] = await db
        .insert(mailOutbox)
        .values({
          kind: mail.kind,
          toAddress: mail.to,
          subject: mail.subject,
          bodySealed: sealBody(sealKey, { text: mail.text, html: mail.html, unsubscribe: mail.unsubscribe }),
          replyTo: mail.replyTo ?? null,
          status: transport ? 'sending' : 'logged',
          attempts: transport ? 1 : 0,
          nextAttemptAt: transport ? lease() : null,
        })
        .returning({ id: mailOutbox.id });
      if (transport) return deliver(row.id, mail, 1);
      // No SMTP: the outbox row (readable by the admin) and the log line are the delivery.
      log.info(
        { mailId: row.id, kind: mail.kind, to: mail.to, subject: mail.subject },
        'mail written to outbox (no SMTP_URL)',
      );
      return { outboxId: row.id, sent: false, messageId: null, error: null };
    },
    async hold(mail, reason) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          kind: mail.kind,
          toAddress: mail.to,
          subject: mail.subject,
          status: 'held',
          lastError: reason,
          createdAt: clock.now(),
        })
        .returning({ id: mailOutbox.id });
      log.info({ mailId: row.id, kind: mail.kind, reason }, 'mail held back');
      return { outboxId: row.id, sent: false, messageId: null, error: reason };
    },
    async retryQueued() {
      if (!transport) return 0;
      const now = clock.now().toISOString();
      // In flight past the lease: its process died or hung. Never sent again by itself.
      await db
        .update(mailOutbox)
        .set({ status: 'unknown', lastError: UNKNOWN_AFTER_CRASH, nextAttemptAt: null })
        .where(and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.nextAttemptAt, new Date(now))));
      const results = await deliverRows(await claimQueued(50));
      return results.filter((r) => r.sent).length;
    },
    async enqueue(mails) {
      if (!mails.length) return [];
      const rows = await db
        .insert(mailOutbox)
        .values(
          mails.map((mail) => ({
            kind: mail.kind,
            toAddress: mail.to,
            subject: mail.subject,
            bodySealed: sealBody(sealKey, {
              text: mail.text,
              html: mail.html,
              unsubscribe: mail.unsubscribe,
            }),
            replyTo: mail.replyTo ?? null,
            status: transport ? 'queued' : 'logged',
          })),
        )
        .returning({ id: mailOutbox.id });
      if (!transport)
        log.info({ mails: rows.length, kind: mails[0].kind }, 'mails written to outbox (no SMTP_URL)');
      return rows.map((r) => r.id);
    },
    deliverQueued() {
      if (!transport) return Promise.resolve(0);
      draining ??= drain().finally(() => {
        draining = null;
      });
      return draining;
    },
    async resend(outboxId) {
      if (!transport) return null;
      const claimed = await db.execute(sql`
        UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1,
          next_attempt_at = ${lease().toISOString()}
        WHERE id = ${outboxId} AND status = 'unknown'
          AND (body_sealed IS NOT NULL OR text_body IS NOT NULL)
        RETURNING ${RETURNED}`);
      const [result] = await deliverRows((claimed as unknown as { rows: ClaimedRow[] }).rows);
      return result ?? null;
    },
    async readBody(outboxId) {
      const [row] = await db
        .select({ sealed: mailOutbox.bodySealed, text: mailOutbox.textBody, html: mailOutbox.htmlBody })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, outboxId));
      if (row?.sealed) return openBody(sealKey, row.sealed);
      return row?.text ? { text: row.text, html: row.html ?? undefined } : null;
    },
    close() {
      transport?.close();
      bulk?.close();
    },
  };
}
