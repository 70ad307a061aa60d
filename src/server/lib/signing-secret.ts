import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { ConfigError } from '../config';
import type { Database } from '../db/client';
import { appSettings } from '../db/schema';

const LEGACY_KEY = 'signing_secret';
export const SECRET_FILE = 'signing-secret';

/**
 * The key behind signed tokens and the sealed mail outbox never sits in the database (docs/features/hardening.md):
 * SIGNING_SECRET from the environment; else a file in DATA_DIR (the embedded default, created at
 * first start with mode 600); in production on PostgreSQL the variable is required, so every
 * process of the site shares one key. A key left in `app_settings` by an older version is moved
 * to the file (or dropped when the environment gives one). Tests keep a key in memory only.
 */
export async function resolveSigningSecret(
  config: Config,
  database: Database,
  log: Pick<Logger, 'warn'>,
): Promise<string> {
  const [legacy] = await database.db.select().from(appSettings).where(eq(appSettings.key, LEGACY_KEY));
  const dropLegacy = async () => {
    if (legacy) await database.db.delete(appSettings).where(eq(appSettings.key, LEGACY_KEY));
  };
  if (config.SIGNING_SECRET) {
    await dropLegacy();
    return config.SIGNING_SECRET;
  }
  if (config.NODE_ENV === 'test') return legacy?.value ?? randomBytes(32).toString('base64url');
  if (database.kind === 'postgres' && config.NODE_ENV === 'production') {
    throw new ConfigError(
      'SIGNING_SECRET is required in production with DATABASE_URL (32+ random characters, the same in every process)',
    );
  }
  const dir = resolve(config.DATA_DIR);
  const file = resolve(dir, SECRET_FILE);
  if (existsSync(file)) {
    await dropLegacy();
    return readFileSync(file, 'utf8').trim();
  }
  mkdirSync(dir, { recursive: true });
  const secret = legacy?.value ?? randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  await dropLegacy();
  if (database.kind === 'postgres')
    log.warn(`SIGNING_SECRET unset: using ${file}; set SIGNING_SECRET when several hosts share the database`);
  return secret;
}
