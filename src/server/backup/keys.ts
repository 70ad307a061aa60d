import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SECRET_FILE } from '../lib/signing-secret';

/** The ledger's Ed25519 key file in DATA_DIR (LEDGER_SIGNING_KEY in the environment instead). */
export const LEDGER_KEY_FILE = 'ledger-signing-key';

/** A key the site cannot work without: lost, every signed token (or the ledger's signature) breaks. */
export interface KeySource {
  file: string;
  env: string;
  what: string;
}

export const KEYS: KeySource[] = [
  { file: SECRET_FILE, env: 'SIGNING_SECRET', what: 'signs tokens and seals the mail outbox' },
  { file: LEDGER_KEY_FILE, env: 'LEDGER_SIGNING_KEY', what: 'signs the public signal ledger' },
];

/** The key files present in `dataDir`, by file name. */
export function keyFiles(dataDir: string): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  for (const k of KEYS) {
    const path = resolve(dataDir, k.file);
    if (existsSync(path)) found.set(k.file, readFileSync(path));
  }
  return found;
}

/**
 * Lines for the operator about keys a backup file does not hold. A key set in the environment wins
 * over its file (src/server/lib/signing-secret.ts), so it must be kept with the backup by hand; so
 * must a key file of DATA_DIR beside a PostgreSQL dump (`included` empty).
 */
export function keysNotInBackup(env: NodeJS.ProcessEnv, dataDir: string, included: Set<string>): string[] {
  const lines: string[] = [];
  for (const k of KEYS) {
    const why = `(it ${k.what}; without it the restored site cannot read what it signed)`;
    if (env[k.env])
      lines.push(
        `${k.env} is set in the environment and is NOT in this backup: keep it with the backup ${why}.`,
      );
    else if (!included.has(k.file) && existsSync(resolve(dataDir, k.file)))
      lines.push(`${resolve(dataDir, k.file)} is NOT in this backup: keep a copy with it ${why}.`);
  }
  return lines;
}
