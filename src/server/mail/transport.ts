import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { createConsoleTransport } from './console-transport';

/** SMTP connections of one process's bulk drain. */
export const BULK_CONNECTIONS = 16;

export interface Message {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  unsubscribe?: string;
}

export interface Transports {
  /** One mail at a time (account mails, retries); null without SMTP and outside development. */
  single: Transporter | null;
  /** The bulk drain's pooled connections, each carrying many mails (made on first use). */
  bulk(): Transporter | null;
  close(): void;
}

/**
 * The SMTP server of `smtpUrl`; without one, in development, a transport that prints each mail
 * whole to the terminal; otherwise none (the outbox row is the delivery).
 */
export function createTransports(opts: { smtpUrl?: string; console?: boolean; from: string }): Transports {
  const single: Transporter | null = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl, { from: opts.from })
    : opts.console
      ? createConsoleTransport()
      : null;
  let pooled: Transporter | null = null;
  return {
    single,
    bulk() {
      if (!opts.smtpUrl) return single;
      if (!pooled) {
        const url = new URL(opts.smtpUrl);
        url.searchParams.set('pool', 'true');
        url.searchParams.set('maxConnections', String(BULK_CONNECTIONS));
        url.searchParams.set('maxMessages', '1000');
        pooled = nodemailer.createTransport(url.toString(), { from: opts.from });
      }
      return pooled;
    },
    close() {
      single?.close();
      pooled?.close();
    },
  };
}

/**
 * Hands one message to a transport. A bulk mail carries its one-click unsubscribe (RFC 8058):
 * `List-Unsubscribe` with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`.
 */
export async function sendVia(via: Transporter, from: string, mail: Message): Promise<{ messageId: string }> {
  return via.sendMail({
    from,
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
}
