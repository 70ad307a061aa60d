import type { Logger } from 'pino';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { deliver, deliverRows, drainQueued } from './delivery';
import type { Delivery } from './delivery';
import { claimForResend, claimQueued, expireLeases, insertMails, readBody, SENDING_LEASE_MS } from './outbox';
import type { ClaimedRow } from './outbox';
import { UNKNOWN_AFTER_CRASH } from './retry';
import { sealBody } from './sealed-body';
import type { MailBody } from './sealed-body';
import { createTransports } from './transport';

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

/** The outbox columns of a mail to send, its body sealed. */
const outboxRow = (sealKey: Buffer, mail: OutgoingMail) => ({
  kind: mail.kind,
  toAddress: mail.to,
  subject: mail.subject,
  bodySealed: sealBody(sealKey, { text: mail.text, html: mail.html, unsubscribe: mail.unsubscribe }),
  replyTo: mail.replyTo ?? null,
});

async function holdMail(
  { db, log, clock }: Pick<Delivery, 'db' | 'log' | 'clock'>,
  mail: Pick<OutgoingMail, 'kind' | 'to' | 'subject'>,
  reason: string,
): Promise<SendResult> {
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
}

/**
 * The mailer: every mail is an outbox row first (outbox.ts), its body sealed at rest (sealed-body.ts),
 * sent through SMTP or the development console (transport.ts, delivery.ts), and retried only when it
 * surely did not arrive (retry.ts).
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
  const delivery: Delivery = { db, from: opts.from, log, clock, sealKey };
  const lease = () => new Date(clock.now().getTime() + SENDING_LEASE_MS);
  const deliverClaimed = (rows: ClaimedRow[]) => deliverRows(delivery, rows, 1, transport);
  let draining: Promise<number> | null = null;

  return {
    hasTransport: transport !== null,
    async send(mail) {
      // Inserted already claimed (`sending` with its lease), so no retry loop ever sends it a second time.
      const [id] = await insertMails(db, [
        {
          ...outboxRow(sealKey, mail),
          status: transport ? 'sending' : 'logged',
          attempts: transport ? 1 : 0,
          nextAttemptAt: transport ? lease() : null,
        },
      ]);
      if (transport) return deliver(delivery, id, mail, 1, transport);
      // No SMTP: the outbox row (readable by the admin) and the log line are the delivery.
      log.info(
        { mailId: id, kind: mail.kind, to: mail.to, subject: mail.subject },
        'mail written to outbox (no SMTP_URL)',
      );
      return { outboxId: id, sent: false, messageId: null, error: null };
    },
    hold: (mail, reason) => holdMail(delivery, mail, reason),
    async retryQueued() {
      if (!transport) return 0;
      const now = clock.now();
      await expireLeases(db, now, UNKNOWN_AFTER_CRASH);
      const results = await deliverClaimed(await claimQueued(db, 50, now, lease()));
      return results.filter((r) => r.sent).length;
    },
    async enqueue(mails) {
      if (!mails.length) return [];
      const ids = await insertMails(
        db,
        mails.map((mail) => ({ ...outboxRow(sealKey, mail), status: transport ? 'queued' : 'logged' })),
      );
      if (!transport)
        log.info({ mails: ids.length, kind: mails[0].kind }, 'mails written to outbox (no SMTP_URL)');
      return ids;
    },
    deliverQueued() {
      if (!transport) return Promise.resolve(0);
      draining ??= drainQueued(delivery, () => transports.bulk(), lease).finally(() => {
        draining = null;
      });
      return draining;
    },
    async resend(outboxId) {
      if (!transport) return null;
      const [result] = await deliverClaimed(await claimForResend(db, outboxId, lease()));
      return result ?? null;
    },
    readBody: (outboxId) => readBody(db, sealKey, outboxId),
    close: () => transports.close(),
  };
}
