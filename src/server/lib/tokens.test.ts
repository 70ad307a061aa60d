import { describe, expect, it } from 'vitest';
import { createSigner, hashToken, randomToken } from './tokens';

describe('signed tokens', () => {
  const signer = createSigner('s3cret');
  const now = new Date('2026-01-01T00:00:00Z');

  it('round-trips a payload until it expires', () => {
    const t = signer.sign({ sym: 'BTC' }, 60_000, now);
    expect(signer.verify(t, now)).toMatchObject({ sym: 'BTC' });
    expect(signer.verify(t, new Date(now.getTime() + 60_001))).toBeNull();
  });

  it('rejects a tampered payload or another secret', () => {
    const t = signer.sign({ sym: 'BTC' }, 60_000, now);
    const [, sig] = t.split('.');
    const forged = `${Buffer.from(JSON.stringify({ sym: 'ETH', exp: now.getTime() + 1e9 })).toString('base64url')}.${sig}`;
    expect(signer.verify(forged, now)).toBeNull();
    expect(createSigner('other').verify(t, now)).toBeNull();
    expect(signer.verify('garbage', now)).toBeNull();
  });

  it('makes distinct 256-bit tokens and stable hashes', () => {
    const a = randomToken();
    expect(a).not.toEqual(randomToken());
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(hashToken(a)).toEqual(hashToken(a));
    expect(hashToken(a)).toHaveLength(64);
  });
});
