import type { Logger } from 'pino';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import {
  bodyOfRow,
  claimForResend,
  claimQueued,
  expireLeases,
  insertMails,
  markSent,
  markUnknown,
  readBody,
  SENDING_LEASE_MS,
  updateMail,
} from './outbox';
import type { ClaimedRow, OutboxPatch } from './outbox';
import { afterFailure, UNKNOWN_AFTER_CRASH, UNKNOWN_NOT_RECORDED } from './retry';
import { sealBody } from './sealed-body';
import type { MailBody } from './sealed-body';
import { BULK_CONNECTIONS, createTransports, sendVia } from './transport';
import type { Transporter } from 'nodemailer';

export { safeMailError, UNKNOWN_AFTER_CRASH, UNKNOWN_NOT_RECORDED } from './retry';

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
   * Bulk mails (the alert fan-out): stores every mail `queued` in one INSERT (`logged` without
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

/** Mails claimed per round of the bulk drain. */
const BULK_CLAIM = 100;

type Sent = { id: number; messageId: string };

/**
 * The mailer: every mail is an outbox row first (outbox.ts), its body sealed at rest (sealed-body.ts),
 * sent through SMTP or the development console (transport.ts), and retried only when it surely did
 * not arrive (retry.ts).
 */
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
  const transports = createTransports(opts);
  const transport = transports.single;
  const lease = () => new Date(clock.now().getTime() + SENDING_LEASE_MS);
  const sealed = (mail: OutgoingMail) =>
    sealBody(sealKey, { text: mail.text, html: mail.html, unsubscribe: mail.unsubscribe });
  let draining: Promise<number> | null = null;

  /** One status write after a send; a failure is logged, never thrown (the row then ends `unknown`). */
  async function record(id: number, set: OutboxPatch): Promise<boolean> {
    try {
      await updateMail(db, id, set);
      return true;
    } catch (err) {
      log.error({ err, mailId: id }, 'mail status not recorded');
      return false;
    }
  }

  /**
   * Sends a row already marked `sending` (claimed): at most once. A failed status write after a
   * successful send never makes it `queued` again; it ends `unknown` (here, or by the sweep).
   * The bulk drain passes `sentLater` and records its sent mails together, once per round.
   */
  async function deliver(
    id: number,
    mail: OutgoingMail,
    attempts: number,
    via: Transporter | null = transport,
    sentLater?: Sent[],
  ): Promise<SendResult> {
    if (!via) throw new Error('deliver without a transport');
    let info: { messageId: string };
    try {
      info = await sendVia(via, opts.from, mail);
    } catch (err) {
      log.warn({ mailId: id, kind: mail.kind, attempt: attempts, err }, 'mail delivery failed');
      const { error, set } = afterFailure(err, attempts, clock.now());
      await record(id, set);
      return { outboxId: id, sent: false, messageId: null, error };
    }
    const result = { outboxId: id, sent: true, messageId: info.messageId, error: null };
    if (sentLater) {
      sentLater.push({ id, messageId: info.messageId });
      return result;
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
    return result;
  }

  /** One write for a round of sent mails; when it fails they end `unknown` (never sent again). */
  async function recordSentMany(sent: Sent[]): Promise<void> {
    if (!sent.length) return;
    try {
      await markSent(db, sent, clock.now());
    } catch (err) {
      log.error({ err, mails: sent.length }, 'mail status not recorded');
      await markUnknown(
        db,
        sent.map((m) => m.id),
        UNKNOWN_NOT_RECORDED,
      ).catch(() => undefined);
    }
  }

  /** Sends claimed rows, `parallel` at a time (1: one after the other). */
  async function deliverRows(rows: ClaimedRow[], parallel = 1, via = transport, sentLater?: Sent[]) {
    const results: SendResult[] = [];
    let next = 0;
    const worker = async () => {
      while (next < rows.length) {
        const row = rows[next++];
        const mail = {
          kind: row.kind,
          to: row.to_address,
          subject: row.subject,
          ...bodyOfRow(sealKey, row),
          replyTo: row.reply_to ?? undefined,
        };
        results.push(await deliver(row.id, mail, row.attempts, via, sentLater));
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallel, rows.length) }, worker));
    return results;
  }

  async function drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await claimQueued(db, BULK_CLAIM, clock.now(), lease());
      if (!rows.length) return sent;
      const done: Sent[] = [];
      const results = await deliverRows(rows, BULK_CONNECTIONS, transports.bulk(), done);
      await recordSentMany(done);
      sent += results.filter((r) => r.sent).length;
    }
  }

  return {
    hasTransport: transport !== null,
    async send(mail) {
      // Inserted already claimed (`sending` with its lease), so no retry loop ever sends it a second time.
      const [id] = await insertMails(db, [
        {
          kind: mail.kind,
          toAddress: mail.to,
          subject: mail.subject,
          bodySealed: sealed(mail),
          replyTo: mail.replyTo ?? null,
          status: transport ? 'sending' : 'logged',
          attempts: transport ? 1 : 0,
          nextAttemptAt: transport ? lease() : null,
        },
      ]);
      if (transport) return deliver(id, mail, 1);
      // No SMTP: the outbox row (readable by the admin) and the log line are the delivery.
      log.info(
        { mailId: id, kind: mail.kind, to: mail.to, subject: mail.subject },
        'mail written to outbox (no SMTP_URL)',
      );
      return { outboxId: id, sent: false, messageId: null, error: null };
    },
    async hold(mail, reason) {
      const [id] = await insertMails(db, [
        {
          kind: mail.kind,
          toAddress: mail.to,
          subject: mail.subject,
          status: 'held',
          lastError: reason,
          createdAt: clock.now(),
        },
      ]);
      log.info({ mailId: id, kind: mail.kind, reason }, 'mail held back');
      return { outboxId: id, sent: false, messageId: null, error: reason };
    },
    async retryQueued() {
      if (!transport) return 0;
      const now = clock.now();
      await expireLeases(db, now, UNKNOWN_AFTER_CRASH);
      const results = await deliverRows(await claimQueued(db, 50, now, lease()));
      return results.filter((r) => r.sent).length;
    },
    async enqueue(mails) {
      if (!mails.length) return [];
      const ids = await insertMails(
        db,
        mails.map((mail) => ({
          kind: mail.kind,
          toAddress: mail.to,
          subject: mail.subject,
          bodySealed: sealed(mail),
          replyTo: mail.replyTo ?? null,
          status: transport ? 'queued' : 'logged',
        })),
      );
      if (!transport)
        log.info({ mails: ids.length, kind: mails[0].kind }, 'mails written to outbox (no SMTP_URL)');
      return ids;
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
      const [result] = await deliverRows(await claimForResend(db, outboxId, lease()));
      return result ?? null;
    },
    readBody: (outboxId) => readBody(db, sealKey, outboxId),
    close: () => transports.close(),
  };
}
