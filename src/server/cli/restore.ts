/**
 * `npm run restore -- FILE`
 * Restores a backup made by `npm run backup` into an EMPTY target, never over live data: with
 * DATABASE_URL, a new empty PostgreSQL database (pg_restore, one transaction); otherwise a new empty
 * DATA_DIR (database and key files). Exit 0 restored, 1 refused or failed, 2 misused.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { restoreEmbedded } from '../backup/embedded';
import { restorePostgres } from '../backup/postgres';
import { runCommand } from './run-command';

/** pg_dump's custom format starts with PGDMP; the embedded backup is gzip (1f 8b). */
function kindOf(file: string): 'postgres' | 'embedded' | 'unknown' {
  const fd = openSync(file, 'r');
  const head = Buffer.alloc(5);
  readSync(fd, head, 0, 5, 0);
  closeSync(fd);
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  return head[0] === 0x1f && head[1] === 0x8b ? 'embedded' : 'unknown';
}

export async function restore(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [file] = args;
  if (!file || args.length !== 1) {
    process.stderr.write('Usage: npm run restore -- FILE\n');
    return 2;
  }
  const config = loadConfig(env);
  const kind = kindOf(resolve(file));
  if (kind === 'unknown') throw new Error(`${file} is not a backup made by npm run backup`);
  if (config.DATABASE_URL) {
    if (kind !== 'postgres')
      throw new Error(`${file} is an embedded backup: unset DATABASE_URL and set DATA_DIR to restore it`);
    await restorePostgres(resolve(file), config.DATABASE_URL);
    process.stdout.write(
      'Restored into the database of DATABASE_URL. Start the site with the SIGNING_SECRET (and LEDGER_SIGNING_KEY) kept with this backup.\n',
    );
    return 0;
  }
  if (kind !== 'embedded')
    throw new Error(
      `${file} is a pg_dump file: set DATABASE_URL to an empty PostgreSQL database to restore it`,
    );
  const dataDir = resolve(config.DATA_DIR);
  const { restored } = await restoreEmbedded(resolve(file), dataDir);
  process.stdout.write(`Restored into ${dataDir}: ${restored.join(', ')}\n`);
  return 0;
}

runCommand(import.meta.url, restore);
