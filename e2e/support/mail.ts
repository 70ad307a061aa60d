import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CaughtMail } from '../../src/server/test/smtp-catcher';

/** Waits for a mail that the e2e server really sent over SMTP (written to E2E_MAIL_DIR by global-setup). */
export async function waitForMail(
  match: (m: CaughtMail) => boolean,
  timeoutMs = 15_000,
): Promise<CaughtMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (global-setup did not run)');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .reverse()
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as CaughtMail);
    const found = mails.find(match);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('No matching mail arrived');
}

/** The first link in a mail's text that starts with `prefix` (e.g. the confirmation link). */
export function linkFrom(mail: CaughtMail, pathPart: string): string {
  const url = mail.text.match(/https?:\/\/\S+/g)?.find((u) => u.includes(pathPart));
  if (!url) throw new Error(`No link containing ${pathPart} in mail "${mail.subject}"`);
  return url;
}
