import { and, eq, lte, or, isNull } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Clock } from '../lib/clock';

export interface OutgoingMail {
  /** What the mail is for (registration-confirmation, signin-code, ...): shown in the admin outbox. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
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
  /** Sends queued mails whose retry time has come. Returns how many were sent. */
  retryQueued(): Promise<number>;
  readonly hasTransport: boolean;
  close(): void;
}

const MAX_ATTEMPTS = 5;
const backoffMs = (attempt: number) => Math.min(60 * 60_000, 30_000 * 2 ** (attempt - 1));

export function createMailer(opts: { db: Db; smtpUrl?: string; from: string; log: Logger; clock: Clock }): Mailer {
  const { db, log, clock } = opts;
  const transport: Transporter | null = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl, { from: opts.from })
    : null;

  async function deliver(id: number, mail: OutgoingMail, attempts: number): Promise<SendResult> {
    if (!transport) {
      // No SMTP: the outbox row (readable by the admin) and the log line are the delivery.
      await db.update(mailOutbox).set({ status: 'logged' }).where(eq(mailOutbox.id, id));
      log.info({ mailId: id, kind: mail.kind, to: mail.to, subject: mail.subject }, 'mail written to outbox (no SMTP_URL)');
      return { outboxId: id, sent: false, messageId: null, error: null };
    }
    try {
      const info = await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await db
        .update(mailOutbox)
        .set({ status: 'sent', attempts: attempts + 1, messageId: info.messageId, sentAt: clock.now(), lastError: null })
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
        })
        .where(eq(mailOutbox.id, id));
      log.warn({ mailId: id, kind: mail.kind, attempt: tries, err: message }, 'mail delivery failed');
      return { outboxId: id, sent: false, messageId: null, error: message };
    }
  }

  return {
    hasTransport: transport !== null,
    async send(mail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ kind: mail.kind, toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html ?? null })
        .returning({ id: mailOutbox.id });
      return deliver(row.id, mail, 0);
    },
    async retryQueued() {
      if (!transport) return 0;
      const due = await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'queued'), or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, clock.now()))))
        .limit(50);
      let sent = 0;
      for (const row of due) {
        const r = await deliver(
          row.id,
          { kind: row.kind, to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody ?? undefined },
          row.attempts,
        );
        if (r.sent) sent++;
      }
      return sent;
    },
    close() {
      transport?.close();
    },
  };
}
