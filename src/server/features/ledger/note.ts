import { createHash, createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

/**
 * C2SP signed notes (https://c2sp.org/signed-note) with Ed25519, carrying C2SP tlog-checkpoints
 * (https://c2sp.org/tlog-checkpoint). node:crypto only, so the witness and verify CLIs run it too.
 *
 * - key id = first 4 bytes of SHA-256(name || 0x0A || 0x01 || 32-byte public key)
 * - verifier key = `<name>+<key id, 8 hex>+<base64(0x01 || public key)>`
 * - note = text (ends with a newline) + blank line + one line per signature:
 *   `— <name> <base64(key id || 64-byte signature over the text)>` (an em dash, U+2014)
 * - checkpoint text = `<origin>\n<tree size, decimal>\n<base64 root hash>\n`
 */
const ED25519 = 0x01;
const PKCS8_SEED_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export interface NoteSigner {
  name: string;
  keyId: Buffer;
  publicKey: Buffer;
  privateKey: KeyObject;
}
export interface NoteVerifier {
  name: string;
  keyId: Buffer;
  publicKey: Buffer;
}

export function keyIdOf(name: string, publicKey: Buffer): Buffer {
  return createHash('sha256')
    .update(Buffer.concat([Buffer.from(`${name}\n`, 'utf8'), Buffer.of(ED25519), publicKey]))
    .digest()
    .subarray(0, 4);
}

/** A signer from a 32-byte Ed25519 seed. */
export function signerFromSeed(name: string, seed: Buffer): NoteSigner {
  if (seed.length !== 32) throw new Error('an Ed25519 seed is 32 bytes');
  if (!name || /[\s+]/.test(name)) throw new Error(`bad signed-note key name: ${name}`);
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_SEED_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  const publicKey = Buffer.from(jwk.x!, 'base64url');
  return { name, keyId: keyIdOf(name, publicKey), publicKey, privateKey };
}

export const verifierKeyText = (k: NoteVerifier): string =>
  `${k.name}+${k.keyId.toString('hex')}+${Buffer.concat([Buffer.of(ED25519), k.publicKey]).toString('base64')}`;

export function parseVerifierKey(text: string): NoteVerifier {
  // name+id+key: the base64 key may itself hold '+', so only the first two split.
  const m = /^([^+\s]+)\+([0-9a-f]{8})\+([A-Za-z0-9+/=]+)$/.exec(text.trim());
  const [name, id, key] = m ? [m[1], m[2], m[3]] : ['', '', ''];
  const raw = Buffer.from(key, 'base64');
  if (!m || raw.length !== 33 || raw[0] !== ED25519)
    throw new Error('not an Ed25519 signed-note verifier key');
  const publicKey = raw.subarray(1);
  const keyId = Buffer.from(id, 'hex');
  if (!keyIdOf(name, publicKey).equals(keyId)) throw new Error('the verifier key id does not match its key');
  return { name, keyId, publicKey };
}

export function signNote(text: string, k: NoteSigner): string {
  if (!text.endsWith('\n')) throw new Error('a note text ends with a newline');
  const sig = sign(null, Buffer.from(text, 'utf8'), k.privateKey);
  return `${text}\n\u2014 ${k.name} ${Buffer.concat([k.keyId, sig]).toString('base64')}\n`;
}

/** The note's text when one of its signatures is the verifier's and checks out; null otherwise. */
export function openNote(note: string, v: NoteVerifier): string | null {
  const split = note.lastIndexOf('\n\n');
  if (split === -1 || !note.endsWith('\n')) return null;
  const text = note.slice(0, split + 1);
  const publicKey = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: v.publicKey.toString('base64url') },
    format: 'jwk',
  });
  for (const line of note.slice(split + 2, -1).split('\n')) {
    const m = /^\u2014 (\S+) (\S+)$/.exec(line);
    if (!m || m[1] !== v.name) continue;
    const raw = Buffer.from(m[2], 'base64');
    if (raw.length !== 68 || !raw.subarray(0, 4).equals(v.keyId)) continue;
    if (verify(null, Buffer.from(text, 'utf8'), publicKey, raw.subarray(4))) return text;
  }
  return null;
}

export interface Checkpoint {
  origin: string;
  treeSize: number;
  /** Lowercase hex. */
  rootHash: string;
}

export const checkpointText = (c: Checkpoint): string =>
  `${c.origin}\n${c.treeSize}\n${Buffer.from(c.rootHash, 'hex').toString('base64')}\n`;

export function parseCheckpointText(text: string): Checkpoint | null {
  const [origin, size, root] = text.split('\n');
  if (!origin || !/^(0|[1-9]\d*)$/.test(size ?? '')) return null;
  const hash = Buffer.from(root ?? '', 'base64');
  if (hash.length !== 32 || hash.toString('base64') !== root) return null;
  return { origin, treeSize: Number(size), rootHash: hash.toString('hex') };
}
