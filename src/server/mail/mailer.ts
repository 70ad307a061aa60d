import { eq, sql } from 'drizzle-orm';
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
   * Sends queued mails whose retry time has come. Rows are claimed in SQL (FOR UPDATE SKIP LOCKED,
   * then a lease), so each mail goes out once whatever the number of processes. Returns how many were sent.
   */
  retryQueued(): Promise<number>;
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
/** A claimed mail is not claimed again for this long (a process that died mid-send frees it then). */
const CLAIM_LEASE_MS = 5 * 60_000;
const backoffMs = (attempt: number) => Math.min(60 * 60_000, 30_000 * 2 ** (attempt - 1));

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

  async function deliver(id: number, mail: OutgoingMail, attempts: number): Promise<SendResult> {
    if (!transport) {
      // No SMTP: the outbox row (readable by the admin) and the log line are the delivery.
      await db.update(mailOutbox).set({ status: 'logged' }).where(eq(mailOutbox.id, id));
      log.info(
        { mailId: id, kind: mail.kind, to: mail.to, subject: mail.subject },
        'mail written to outbox (no SMTP_URL)',
      );
      return { outboxId: id, sent: false, messageId: null, error: null };
    }
    try {
      const info = await transport.sendMail({
        from: opts.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await db
        .update(mailOutbox)
        .set({
          status: 'sent',
          attempts: attempts + 1,
          messageId: info.messageId,
          sentAt: clock.now(),
          lastError: null,
          bodySealed: null,
          textBody: null,
          htmlBody: null,
        })
        .where(eq(mailOutbox.id, id));
      return { outboxId: id, sent: true, messageId: info.messageId, error: null };
    } catch (err) {
      const message = (err as Error).message;
      const tries = attempts + 1;
      const failed = tries >= MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          status: failed ? 'failed' : 'queued',
          attempts: tries,
          lastError: message,
          nextAttemptAt: failed ? null : new Date(clock.now().getTime() + backoffMs(tries)),
          ...(failed ? { bodySealed: null, textBody: null, htmlBody: null } : {}),
        })
        .where(eq(mailOutbox.id, id));
      log.warn({ mailId: id, kind: mail.kind, attempt: tries, err: message }, 'mail delivery failed');
      return { outboxId: id, sent: false, messageId: null, error: message };
    }
  }

  return {
    hasTransport: transport !== null,
    async send(mail) {
      // Inserted already claimed (lease), so another process's retry loop never sends it a second time.
      const [row] = await db
        .insert(mailOutbox)
        .values({
          kind: mail.kind,
          toAddress: mail.to,
          subject: mail.subject,
          bodySealed: sealBody(sealKey, { text: mail.text, html: mail.html }),
          replyTo: mail.replyTo ?? null,
          nextAttemptAt: new Date(clock.now().getTime() + CLAIM_LEASE_MS),
        })
        .returning({ id: mailOutbox.id });
      return deliver(row.id, mail, 0);
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
      const now = clock.now();
      const claimed = await db.execute(sql`
        UPDATE mail_outbox SET next_attempt_at = ${new Date(now.getTime() + CLAIM_LEASE_MS).toISOString()}
        WHERE id IN (
          SELECT id FROM mail_outbox
          WHERE status = 'queued' AND (next_attempt_at IS NULL OR next_attempt_at <= ${now.toISOString()})
          ORDER BY id LIMIT 50
          FOR UPDATE SKIP LOCKED)
        RETURNING id, kind, to_address, subject, text_body, html_body, body_sealed, reply_to, attempts`);
      let sent = 0;
      // node-postgres and PGlite both answer `{ rows }`.
      for (const row of (claimed as unknown as { rows: ClaimedRow[] }).rows) {
        const body = row.body_sealed
          ? openBody(sealKey, row.body_sealed)
          : { text: row.text_body ?? '', html: row.html_body ?? undefined };
        const r = await deliver(
          row.id,
          {
            kind: row.kind,
            to: row.to_address,
            subject: row.subject,
            ...body,
            replyTo: row.reply_to ?? undefined,
          },
          row.attempts,
        );
        if (r.sent) sent++;
      }
      return sent;
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
    },
  };
}
