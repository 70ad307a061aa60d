import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Mail bodies carry usable links and codes (confirmation, reset, sign-in). The outbox keeps them
 * only sealed with AES-256-GCM under a key derived from the signing secret (environment or data
 * folder, never the database), and only while they may still be needed (queued for a retry, or
 * logged without SMTP); a sent or failed mail keeps kind, recipient, subject, status and error
 * (docs/features/hardening.md, decision 0019).
 */
export function outboxKey(signingSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', signingSecret, 'trendlab', 'mail-outbox-v1', 32));
}

export interface MailBody {
  text: string;
  html?: string;
  /** The one-click unsubscribe URL of a bulk mail (its token is as private as the body). */
  unsubscribe?: string;
}

export function sealBody(key: Buffer, body: MailBody): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    data.toString('base64url'),
  ].join('.');
}

export function openBody(key: Buffer, sealed: string): MailBody {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Unknown sealed mail body');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const text = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
  return JSON.parse(text) as MailBody;
}
