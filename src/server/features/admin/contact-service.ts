import { setTimeout } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../core/errors';
import { isDatabaseUnavailable } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import type { AuditInTx } from '../../lib/audit-log';
import { findContactMessage, insertContactResponse, updateContactMessage } from './contact-repo';
import type { ContactResponseRow } from './contact-repo';
import { contactReplyMail } from './mails';
import { failOutboxMail } from './outbox-repo';

const NO_MAIL_SERVER = 'no mail server is configured (SMTP_URL), so the mail was only written to the outbox';
const CONSOLE_ONLY =
  'no mail server is configured (SMTP_URL), so the mail was only printed to the server console';

interface Reply {
  messageId: number;
  subject: string;
  body: string;
}

/**
 * Mails the operator's reply to a contact message and records it. A reply that is not delivered
 * is a 503 and changes nothing but the outbox row. A delivered reply that the database cannot
 * record (after retries) is a 503 that says it was sent, so it is not sent twice.
 */
export async function replyToContactMessage(
  deps: Deps,
  log: FastifyBaseLogger,
  { messageId, subject, body }: Reply,
  audit?: AuditInTx<{ response: ContactResponseRow; emailSent: boolean }>,
): Promise<{ response: ContactResponseRow; emailSent: boolean }> {
  const { db } = deps;
  const message = await findContactMessage(db, messageId);
  if (!message) throw new AppError('NOT_FOUND', 'Contact message not found');
  const mail = contactReplyMail({
    name: message.name,
    body,
    originalSubject: message.subject,
    originalMessage: message.message,
  });
  const result = await deps.mailer.send({
    kind: 'contact-reply',
    to: message.email,
    replyTo: deps.config.OPERATOR_EMAIL,
    subject,
    ...mail,
  });
  // Without SMTP_URL the development console transport only prints the mail: nobody received it.
  const delivered = result.sent && Boolean(deps.config.SMTP_URL);
  if (!delivered) {
    const reason = result.error ?? (result.sent ? CONSOLE_ONLY : NO_MAIL_SERVER);
    // The operator retries from the dialog, so the mailer must not resend this one later; the outbox shows why.
    await failOutboxMail(db, result.outboxId, reason);
    log.warn({ outboxId: result.outboxId, error: reason }, 'contact reply not delivered');
    // Nothing was answered: no response is recorded and the message keeps its status.
    throw new AppError(
      'UNAVAILABLE',
      `The reply was not delivered: ${reason}. The message keeps its status; try again.`,
    );
  }
  const now = deps.clock.now();
  const record = () =>
    inTransaction(db, async (tx) => {
      const row = await insertContactResponse(tx, {
        messageId,
        subject,
        body,
        sentAt: now,
        emailMessageId: result.messageId,
      });
      // A delivered reply answers the message: status goes to 'responded' (the spec leaves this open).
      await updateContactMessage(tx, messageId, { status: 'responded', respondedAt: now });
      await audit?.(tx, { response: row, emailSent: result.sent }); // the operator's audit row commits with the reply
      return row;
    });
  const response = await recordDeliveredReply(record, log, result.outboxId);
  return { response, emailSent: result.sent };
}

/** Waits before each further attempt to record a reply that was already mailed. */
const RECORD_RETRY_MS = [100, 500, 2000];

/**
 * The mail has gone out, so the reply must not be lost nor sent twice: a write that fails because
 * the database connection dropped (a pooled connection that died, a restart) is tried again on a
 * fresh connection. Should the database stay away, the operator is told the reply was sent and not
 * to send it again; the outbox row holds it.
 */
async function recordDeliveredReply<T>(
  record: () => Promise<T>,
  log: FastifyBaseLogger,
  outboxId: number,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await record();
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      const wait = RECORD_RETRY_MS[attempt];
      if (wait === undefined) {
        log.error({ err, outboxId }, 'contact reply mailed but not recorded');
        throw new AppError('UNAVAILABLE', SENT_NOT_RECORDED);
      }
      await setTimeout(wait);
    }
  }
}

const SENT_NOT_RECORDED =
  'The reply was sent, but the database could not record it. Do not send it again: the admin outbox shows the mail.';
