import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

/**
 * Development without SMTP_URL: every mail is printed whole (headers and text) to the terminal,
 * so a newcomer can follow a confirmation or reset link. Never used in production (app.ts decides).
 */
export function createConsoleTransport(
  write: (s: string) => void = (s) => process.stdout.write(s),
): Transporter {
  let n = 0;
  return nodemailer.createTransport({
    name: 'console',
    version: '1',
    send(mail, callback) {
      const d = mail.data;
      const messageId = `<console-${Date.now()}-${++n}@trendlab.local>`;
      const lines = [
        '',
        '----- mail (console transport: set SMTP_URL to send real mail) -----',
        `From: ${String(d.from ?? '')}`,
        `To: ${String(d.to ?? '')}`,
        ...(d.replyTo ? [`Reply-To: ${String(d.replyTo)}`] : []),
        `Subject: ${d.subject ?? ''}`,
        '',
        String(d.text ?? ''),
        '----- end of mail -----',
        '',
      ];
      write(lines.join('\n'));
      callback(null, { envelope: mail.message.getEnvelope(), messageId } as never);
    },
  });
}
