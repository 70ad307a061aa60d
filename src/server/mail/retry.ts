/**
 * When a failed send is tried again, and what the outbox says about it. A mail is retried only when
 * it surely did not reach the server; one that may have arrived is never sent twice by itself.
 */

export const MAX_ATTEMPTS = 5;
export const backoffMs = (attempt: number) => Math.min(60 * 60_000, 30_000 * 2 ** (attempt - 1));

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
export function surelyNotSent(err: unknown): boolean {
  const e = (err ?? {}) as SmtpError;
  return (
    typeof e.responseCode === 'number' ||
    e.command === 'CONN' ||
    (typeof e.code === 'string' && NOT_SENT_CODES.has(e.code))
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

/** The outbox row's new state after a failed send: `unknown`, `queued` for a later try, or `failed`. */
export function afterFailure(err: unknown, attempts: number, now: Date) {
  const error = safeMailError(err);
  if (!surelyNotSent(err))
    return {
      error,
      set: { status: 'unknown', lastError: `${error} (it may or may not have arrived)`, nextAttemptAt: null },
    };
  const failed = attempts >= MAX_ATTEMPTS;
  return {
    error,
    set: {
      status: failed ? 'failed' : 'queued',
      lastError: error,
      nextAttemptAt: failed ? null : new Date(now.getTime() + backoffMs(attempts)),
      // A mail that will never be sent keeps no body (decision 0019).
      ...(failed ? { bodySealed: null, textBody: null, htmlBody: null } : {}),
    },
  };
}
