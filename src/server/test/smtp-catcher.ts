import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  from: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Every header by its lower-case name, unfolded (List-Unsubscribe, ...). */
  headers: Record<string, string>;
}

/** A real SMTP listener on 127.0.0.1 that keeps what arrives, for tests that read mail. */
export async function startSmtpCatcher() {
  const messages: CaughtMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((m) => {
          const toField = Array.isArray(m.to) ? m.to : m.to ? [m.to] : [];
          messages.push({
            to: toField.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase())),
            from: m.from?.text ?? '',
            replyTo: m.replyTo?.text ?? '',
            subject: m.subject ?? '',
            text: m.text ?? '',
            html: typeof m.html === 'string' ? m.html : '',
            messageId: m.messageId ?? '',
            headers: Object.fromEntries(
              m.headerLines.map((h) => [
                h.key,
                h.line
                  .slice(h.line.indexOf(':') + 1)
                  .replace(/\r?\n[ \t]+/g, ' ')
                  .trim(),
              ]),
            ),
          });
          waiters.splice(0).forEach((w) => w());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Resolves with the first mail matching `match`, waiting up to `timeoutMs`. */
    async waitFor(match: (m: CaughtMail) => boolean, timeoutMs = 5000): Promise<CaughtMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(
            `No matching mail within ${timeoutMs} ms; got: ${messages.map((m) => m.subject).join(' | ')}`,
          );
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, Math.min(left, 200));
          waiters.push(() => {
            clearTimeout(t);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;
