import { createHash, hkdfSync, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Signer } from '../../lib/tokens';
import { openBody, sealBody } from '../../mail/sealed-body';

/**
 * TOTP second factor of named operators (RFC 6238 through otplib: SHA-1, 6 digits, 30 s, the
 * authenticator apps' defaults). Secrets are stored sealed (AES-256-GCM) under a key derived from
 * the signing secret, never in the clear; a used time step is remembered so a code works once.
 */
export const TOTP_ISSUER = 'TrendLab Admin';
/** One step either side: a phone clock a little off still signs in. */
const TOLERANCE_S = 30;

/** The sealing key: a MAC of a fixed payload by the app's signer (keyed by the signing secret), stretched by HKDF. */
export function totpKey(signer: Signer): Buffer {
  const mac = signer.sign({ kind: 'operator-totp-key' }, 0, new Date(0)).split('.')[1];
  return Buffer.from(hkdfSync('sha256', mac, 'trendlab', 'operator-totp-v1', 32));
}

export function sealSecret(key: Buffer, secret: string): string {
  return sealBody(key, { text: secret });
}

export function openSecret(key: Buffer, sealed: string): string {
  return openBody(key, sealed).text;
}

export function newTotpSecret(): string {
  return generateSecret();
}

export async function enrolmentOf(email: string, secret: string) {
  const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: email, secret });
  const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 });
  return { secret, otpauthUrl, qrDataUrl };
}

/** The time step the code belongs to, or null; `after` refuses a step already used (replay). */
export async function checkTotp(
  secret: string,
  code: string,
  now: Date,
  after: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({
    secret,
    token: code,
    epoch,
    epochTolerance: TOLERANCE_S,
    ...(after !== null ? { afterTimeStep: after } : {}),
  });
  if (!result.valid) return null;
  // TOTP answers carry the matched time step; the union type (HOTP too) does not say so.
  const step = (result as { timeStep?: number }).timeStep;
  return step ?? Math.floor(epoch / 30) + result.delta;
}

/** Ten recovery codes (xxxxx-xxxxx, base32 letters), shown once; only their SHA-256 is kept. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: 10 }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.trim().toLowerCase()).digest('hex');
}
