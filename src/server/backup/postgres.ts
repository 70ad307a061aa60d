import { spawnSync } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import pg from 'pg';

/**
 * The pg_dump/pg_restore connection: the URL without its password (command lines are visible to
 * every user of the host in `ps`), the password in PGPASSWORD instead.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(tool: string, args: string[], env: NodeJS.ProcessEnv): string {
  const r = spawnSync(tool, args, { env, encoding: 'utf8' });
  if (r.error)
    throw new Error(`${tool} could not run (${r.error.message}): install the PostgreSQL client tools`);
  if (r.status !== 0) throw new Error(`${tool} failed: ${r.stderr.trim()}`);
  return r.stdout;
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The major version of a client tool (`pg_dump (PostgreSQL) 15.20 (Debian ...)` gives 15). */
export function toolMajor(tool: string): number {
  const m = /\(PostgreSQL\)\s+(\d+)/.exec(run(tool, ['--version'], process.env));
  if (!m) throw new Error(`cannot read ${tool}'s version`);
  return Number(m[1]);
}

/**
 * `npm run backup` on PostgreSQL: pg_dump's custom format (one file, `pg_restore` reads it, tables
 * can be restored one by one). pg_dump refuses a server newer than itself, so that is said first,
 * in words. pg_dump reads one snapshot: the dump is consistent while the site keeps running.
 */
export async function backupPostgres(url: string, file: string): Promise<{ server: number; tool: number }> {
  const server = await withClient(url, async (c) => {
    const { rows } = await c.query<{ v: string }>("SELECT current_setting('server_version_num') AS v");
    return Math.floor(Number(rows[0].v) / 10_000);
  });
  const tool = toolMajor('pg_dump');
  if (!(tool >= server))
    throw new Error(
      `pg_dump ${tool} cannot dump a PostgreSQL ${server} server: install pg_dump ${server} or newer`,
    );
  const { dbname, env } = connection(url);
  const tmp = `${file}.partial`;
  try {
    run('pg_dump', ['--format=custom', `--file=${tmp}`, `--dbname=${dbname}`], env);
    renameSync(tmp, file);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
  return { server, tool };
}

/** Tables, sequences, views... anything the app or a user made, outside PostgreSQL's own schemas. */
const USER_RELATIONS = `
  SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
  WHERE s.nspname NOT IN ('pg_catalog', 'information_schema') AND s.nspname NOT LIKE 'pg\\_%'`;

/**
 * `npm run restore` into a PostgreSQL database that must be empty (no table of anyone's): a restore
 * never merges into or overwrites live data. One transaction: a failed restore leaves it empty.
 */
export async function restorePostgres(file: string, url: string): Promise<void> {
  const relations = await withClient(
    url,
    async (c) => (await c.query<{ n: number }>(USER_RELATIONS)).rows[0].n,
  );
  if (relations > 0)
    throw new Error(
      `the database at ${new URL(url).pathname.slice(1)} is not empty (${relations} relations): restore into a new, empty database`,
    );
  const { dbname, env } = connection(url);
  run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file],
    env,
  );
}
