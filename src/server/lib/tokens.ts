import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: session ids, reset tokens, confirmation tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored for a secret token: its SHA-256, so a database leak does not leak sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Stateless signed tokens (`payload.signature`, HMAC-SHA256) for things that must not be forged or
 * enumerated: captcha challenges, chart links, unsubscribe links. `exp` is enforced on verify.
 */
export interface Signer {
  sign(payload: Record<string, unknown>, ttlMs: number, now: Date): string;
  verify<T extends Record<string, unknown>>(token: string, now: Date): (T & { exp: number }) | null;
}

export function createSigner(secret: string): Signer {
  const mac = (data: string) => createHmac('sha256', secret).update(data).digest('base64url');
  return {
    sign(payload, ttlMs, now) {
      const body = Buffer.from(JSON.stringify({ ...payload, exp: now.getTime() + ttlMs })).toString(
        'base64url',
      );
      return `${body}.${mac(body)}`;
    },
    verify(token, now) {
      const [body, sig] = token.split('.');
      if (!body || !sig) return null;
      const expected = Buffer.from(mac(body));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const data = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
        if (typeof data.exp !== 'number' || data.exp < now.getTime()) return null;
        return data;
      } catch {
        return null;
      }
    },
  };
}
