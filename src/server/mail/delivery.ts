import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { bodyOfRow, claimQueued, markSent, markUnknown, updateMail } from './outbox';
import type { ClaimedRow, OutboxPatch } from './outbox';
import { afterFailure, UNKNOWN_NOT_RECORDED } from './retry';
import { BULK_CONNECTIONS, sendVia } from './transport';
import type { OutgoingMail, SendResult } from './mailer';

/** What sending outbox rows needs: the outbox, the sender, the seal key of the bodies, the log and the clock. */
export interface Delivery {
  db: Db;
  from: string;
  log: Logger;
  clock: Clock;
  sealKey: Buffer;
}

/** Mails claimed per round of the bulk drain. */
const BULK_CLAIM = 100;

type Sent = { id: number; messageId: string };

/** One status write after a send; a failure is logged, never thrown (the row then ends `unknown`). */
async function record(d: Delivery, id: number, set: OutboxPatch): Promise<boolean> {
  try {
    await updateMail(d.db, id, set);
    return true;
  } catch (err) {
    d.log.error({ err, mailId: id }, 'mail status not recorded');
    return false;
  }
}

/**
 * Sends a row already marked `sending` (claimed): at most once. A failed status write after a
 * successful send never makes it `queued` again; it ends `unknown` (here, or by the sweep).
 * The bulk drain passes `sentLater` and records its sent mails together, once per round.
 */
export async function deliver(
  d: Delivery,
  id: number,
  mail: OutgoingMail,
  attempts: number,
  via: Transporter | null,
  sentLater?: Sent[],
): Promise<SendResult> {
  if (!via) throw new Error('deliver without a transport');
  let info: { messageId: string };
  try {
    info = await sendVia(via, d.from, mail);
  } catch (err) {
    d.log.warn({ mailId: id, kind: mail.kind, attempt: attempts, err }, 'mail delivery failed');
    const { error, set } = afterFailure(err, attempts, d.clock.now());
    await record(d, id, set);
    return { outboxId: id, sent: false, messageId: null, error };
  }
  const result = { outboxId: id, sent: true, messageId: info.messageId, error: null };
  if (sentLater) {
    sentLater.push({ id, messageId: info.messageId });
    return result;
  }
  const sent = await record(d, id, {
    status: 'sent',
    messageId: info.messageId,
    sentAt: d.clock.now(),
    lastError: null,
    nextAttemptAt: null,
    bodySealed: null,
    textBody: null,
    htmlBody: null,
  });
  // Not recorded: say so at once if the database lets us, else the sweep says it after the lease.
  if (!sent) await record(d, id, { status: 'unknown', lastError: UNKNOWN_NOT_RECORDED, nextAttemptAt: null });
  return result;
}

/** One write for a round of sent mails; when it fails they end `unknown` (never sent again). */
async function recordSentMany(d: Delivery, sent: Sent[]): Promise<void> {
  if (!sent.length) return;
  try {
    await markSent(d.db, sent, d.clock.now());
  } catch (err) {
    d.log.error({ err, mails: sent.length }, 'mail status not recorded');
    await markUnknown(
      d.db,
      sent.map((m) => m.id),
      UNKNOWN_NOT_RECORDED,
    ).catch(() => undefined);
  }
}

/** Sends claimed rows, `parallel` at a time (1: one after the other). */
export async function deliverRows(
  d: Delivery,
  rows: ClaimedRow[],
  parallel: number,
  via: Transporter | null,
  sentLater?: Sent[],
) {
  const results: SendResult[] = [];
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const row = rows[next++];
      const mail = {
        kind: row.kind,
        to: row.to_address,
        subject: row.subject,
        ...bodyOfRow(d.sealKey, row),
        replyTo: row.reply_to ?? undefined,
      };
      results.push(await deliver(d, row.id, mail, row.attempts, via, sentLater));
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, rows.length) }, worker));
  return results;
}

/** Sends queued mails until none is left, a round of claimed rows at a time; returns how many were sent. */
export async function drainQueued(
  d: Delivery,
  bulk: () => Transporter | null,
  lease: () => Date,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const rows = await claimQueued(d.db, BULK_CLAIM, d.clock.now(), lease());
    if (!rows.length) return sent;
    const done: Sent[] = [];
    const results = await deliverRows(d, rows, BULK_CONNECTIONS, bulk(), done);
    await recordSentMany(d, done);
    sent += results.filter((r) => r.sent).length;
  }
}
