import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Config } from '../../config';
import { ConfigError } from '../../config';
import { signerFromSeed, verifierKeyText } from './note';
import type { NoteSigner } from './note';

/** The file in DATA_DIR that holds the key when LEDGER_SIGNING_KEY is unset (the backups keep it by this name). */
export const LEDGER_KEY_FILE = 'ledger-signing-key';

function seedOf(text: string, where: string): Buffer {
  const t = text.trim();
  const seed = /^[0-9a-fA-F]{64}$/.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64');
  if (seed.length !== 32)
    throw new ConfigError(`${where} must be a 32-byte Ed25519 seed (base64 or 64 hex digits)`);
  return seed;
}

function loadSeed(config: Config): Buffer {
  if (config.LEDGER_SIGNING_KEY) return seedOf(config.LEDGER_SIGNING_KEY, 'LEDGER_SIGNING_KEY');
  // Tests keep a key in memory only, like the signing secret.
  if (config.NODE_ENV === 'test') return randomBytes(32);
  const dir = resolve(config.DATA_DIR);
  const file = resolve(dir, LEDGER_KEY_FILE);
  if (existsSync(file)) return seedOf(readFileSync(file, 'utf8'), file);
  mkdirSync(dir, { recursive: true });
  const seed = randomBytes(32);
  writeFileSync(file, `${seed.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return seed;
}

/** The signed-note key name: the site's host and /ledger (one key signs the three markets' checkpoints). */
export const ledgerKeyName = (config: Config): string => `${new URL(config.PUBLIC_URL).host}/ledger`;
/** The checkpoint origin of a market: `<host>/ledger/<market>`. */
export const ledgerOrigin = (config: Config, market: string): string => `${ledgerKeyName(config)}/${market}`;

const signers = new WeakMap<Config, NoteSigner>();

/**
 * The key the ledger's checkpoints are signed with, never in the database: an insider who
 * rewrites the table cannot sign the rewritten tree. LEDGER_SIGNING_KEY from the environment, else
 * DATA_DIR/ledger-signing-key, created at first start with mode 600 (the pattern of
 * lib/signing-secret.ts). One per configuration, resolved on first use.
 */
export function ledgerSigner(config: Config): NoteSigner {
  let s = signers.get(config);
  if (!s) {
    s = signerFromSeed(ledgerKeyName(config), loadSeed(config));
    signers.set(config, s);
  }
  return s;
}

export const ledgerVerifierKey = (config: Config): string => verifierKeyText(ledgerSigner(config));
