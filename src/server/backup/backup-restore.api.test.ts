import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import type { Db } from '../db/client';
import { migrate } from '../db/migrate';
import { DEVICE_COOKIE } from '../features/auth/login-routes';
import { rememberDevice } from '../features/auth/risk';
import { systemClock } from '../lib/clock';
import { createUserRow } from '../test/harness';
import { startServerProcess } from '../test/server-process';
import type { ServerProcess } from '../test/server-process';
import { createTestDatabase } from '../test/test-database';

const onPostgres = process.env.TEST_DB === 'postgres';

/** `npm run backup|restore -- FILE` as an operator runs it: its own process, the site's environment. */
function cli(command: 'backup' | 'restore', file: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `src/server/cli/${command}.ts`, file], {
      env: { ...process.env, DATABASE_URL: '', SIGNING_SECRET: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) => done({ code, stdout, stderr }));
  });
}

/** A member whose browser is already known, so a password alone signs in (no mailed code step). */
async function memberWithKnownDevice(db: Db) {
  const user = await createUserRow(db, { email: `kept.${Date.now()}@example.com` });
  const device = randomBytes(32).toString('base64url');
  await rememberDevice({ db, clock: systemClock }, user.id, device, 'backup test');
  return { ...user, device };
}

/** A real sign-in over HTTP, then the session it gave asked who it is. */
async function signsIn(server: ServerProcess, m: { email: string; password: string; device: string }) {
  const res = await fetch(`${server.base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${DEVICE_COOKIE}=${m.device}` },
    body: JSON.stringify({ email: m.email, password: m.password }),
  });
  const body = (await res.json()) as { mfaRequired?: boolean };
  if (res.status !== 200 || body.mfaRequired !== false) return `login ${res.status} ${JSON.stringify(body)}`;
  const sid = /sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  const me = await fetch(`${server.base}/api/auth/user`, { headers: { cookie: `sid=${sid}` } });
  return ((await me.json()) as { email?: string } | null)?.email;
}

describe.skipIf(onPostgres)('backup and restore of the embedded database', { timeout: 240_000 }, () => {
  const root = mkdtempSync(join(tmpdir(), 'trendlab-backup-'));
  const live = join(root, 'live');
  const restored = join(root, 'restored');
  const file = join(root, 'site.backup');
  let member: Awaited<ReturnType<typeof memberWithKnownDevice>>;
  let site: ServerProcess | undefined;
  let copy: ServerProcess | undefined;

  beforeAll(async () => {
    const database = await openDatabase({ dataDir: join(live, 'pglite') });
    await migrate(database);
    member = await memberWithKnownDevice(database.db);
    await database.close();
    site = await startServerProcess({ DATA_DIR: live });
  }, 300_000);

  afterAll(async () => {
    await site?.stop();
    await copy?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('backs up the running site through its control socket, keys included', async () => {
    expect(await signsIn(site!, member)).toBe(member.email);
    const r = await cli('backup', file, { DATA_DIR: live });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Backup written: .*site\.backup \(pglite\.tar, signing-secret\)/);
    expect(statSync(file).mode & 0o777).toBe(0o600); // it holds the signing secret
    expect(site!.stdout()).toContain('data folder dumped through the control socket');
    expect(await signsIn(site!, member)).toBe(member.email); // the site kept serving
  });

  it('refuses to restore over a data folder in use', async () => {
    const r = await cli('restore', file, { DATA_DIR: live });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/is not empty: restore into a new, empty DATA_DIR/);
  });

  it('restores into a new data folder whose server signs the member in', async () => {
    const r = await cli('restore', file, { DATA_DIR: restored });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(readFileSync(join(restored, 'signing-secret'), 'utf8')).toBe(
      readFileSync(join(live, 'signing-secret'), 'utf8'),
    );
    copy = await startServerProcess({ DATA_DIR: restored });
    expect(await signsIn(copy, member)).toBe(member.email);
  });

  it('backs up a stopped site by opening its data folder', async () => {
    await site!.stop();
    expect(existsSync(join(live, 'control.sock'))).toBe(false);
    const offline = join(root, 'offline.backup');
    const r = await cli('backup', offline, { DATA_DIR: live });
    expect(r.code).toBe(0);
    const again = join(root, 'again');
    expect((await cli('restore', offline, { DATA_DIR: again })).code).toBe(0);
    expect(existsSync(join(again, 'pglite', 'PG_VERSION'))).toBe(true);
  });
});

describe.runIf(onPostgres)('backup and restore on PostgreSQL', { timeout: 240_000 }, () => {
  const secret = 'backup-test-signing-secret-0123456789abcdef';
  const root = mkdtempSync(join(tmpdir(), 'trendlab-pgbackup-'));
  const file = join(root, 'site.dump');
  let source: Awaited<ReturnType<typeof createTestDatabase>>;
  let emptyUrl: string;
  let member: Awaited<ReturnType<typeof memberWithKnownDevice>>;
  let site: ServerProcess | undefined;
  let copy: ServerProcess | undefined;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await c.connect();
    await c.query(sql).finally(() => c.end());
  };
  const emptyName = `restore_${Date.now()}_${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    source = await createTestDatabase();
    member = await memberWithKnownDevice(source.database.db);
    await admin(`CREATE DATABASE "${emptyName}"`);
    const u = new URL(source.url!);
    u.pathname = `/${emptyName}`;
    emptyUrl = u.toString();
    site = await startServerProcess({ DATABASE_URL: source.url!, SIGNING_SECRET: secret });
  }, 300_000);

  afterAll(async () => {
    await site?.stop();
    await copy?.stop();
    await source?.drop();
    await admin(`DROP DATABASE IF EXISTS "${emptyName}" WITH (FORCE)`);
    rmSync(root, { recursive: true, force: true });
  });

  it('dumps the running site with pg_dump and names the key kept outside the file', async () => {
    const r = await cli('backup', file, { DATABASE_URL: source.url!, SIGNING_SECRET: secret });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Backup written: .*site\.dump \(pg_dump \d+, custom format, PostgreSQL \d+\)/);
    expect(r.stderr).toMatch(/WARNING: SIGNING_SECRET is set in the environment and is NOT in this backup/);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');
  });

  it('refuses a database that is not empty', async () => {
    const r = await cli('restore', file, { DATABASE_URL: source.url! });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/is not empty \(\d+ relations\): restore into a new, empty database/);
  });

  it('restores into an empty database whose server signs the member in', async () => {
    const r = await cli('restore', file, { DATABASE_URL: emptyUrl });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    copy = await startServerProcess({ DATABASE_URL: emptyUrl, SIGNING_SECRET: secret });
    expect(await signsIn(copy, member)).toBe(member.email);
  });
});
