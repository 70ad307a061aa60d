/**
 * `npm run backup -- FILE`
 * Backs up the site's database while it runs (docs/deploy.md, "Backups"): with DATABASE_URL, a
 * pg_dump custom-format file; on the embedded database, a .tar.gz of the data folder (dumped by the
 * running server through DATA_DIR/control.sock) with the key files of DATA_DIR. Keys kept in the
 * environment are named, loudly: they are not in the file. Exit 0 written, 1 failed, 2 misused.
 */
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { backupEmbedded } from '../backup/embedded';
import { keysNotInBackup } from '../backup/keys';
import { backupPostgres } from '../backup/postgres';
import { runCommand } from './run-command';

export async function backup(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [file] = args;
  if (!file || args.length !== 1) {
    process.stderr.write('Usage: npm run backup -- FILE\n');
    return 2;
  }
  const config = loadConfig(env);
  const target = resolve(file);
  if (config.DATABASE_URL) {
    const { server, tool } = await backupPostgres(config.DATABASE_URL, target);
    process.stdout.write(
      `Backup written: ${target} (pg_dump ${tool}, custom format, PostgreSQL ${server})\n`,
    );
    warn(keysNotInBackup(env, resolve(config.DATA_DIR), new Set()));
    return 0;
  }
  const { included } = await backupEmbedded(resolve(config.DATA_DIR), target);
  process.stdout.write(`Backup written: ${target} (${included.join(', ')})\n`);
  warn(keysNotInBackup(env, resolve(config.DATA_DIR), new Set(included)));
  return 0;
}

function warn(lines: string[]) {
  for (const line of lines) process.stderr.write(`WARNING: ${line}\n`);
}

runCommand(import.meta.url, backup);
