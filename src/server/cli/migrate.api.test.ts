import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { migrationFiles } from '../db/migrate';
import { startServerProcess } from '../test/server-process';
import { createEmptyPostgresDatabase } from '../test/test-database';

const run = promisify(execFile);
const FILES = migrationFiles();

/** `npm run migrate` as an operator types it; its output and exit code (a failure rejects). */
async function npmMigrate(env: Record<string, string>): Promise<string> {
  const { stdout } = await run('npm', ['run', 'migrate'], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', ...env },
    timeout: 280_000, // a first run on an empty folder is initdb and every migration: slow on a busy machine
  });
  return stdout;
}

const firstRun = (kind: string) =>
  new RegExp(
    `Applied ${FILES.length} migration\\(s\\) \\(${FILES[0]} to ${FILES.at(-1)}\\); ${FILES.length} in all, the ${kind} database is current\\.`,
  );
const secondRun = (kind: string) =>
  `Nothing to apply: the ${kind} database has all ${FILES.length} migrations.`;

describe.runIf(process.env.TEST_DB === 'pglite')(
  'npm run migrate on an empty data folder',
  { timeout: 600_000 },
  () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'trendlab-migrate-'));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('migrates, then does nothing the second time', async () => {
      expect(await npmMigrate({ DATA_DIR: dir })).toMatch(firstRun('pglite'));
      expect(await npmMigrate({ DATA_DIR: dir })).toContain(secondRun('pglite'));
      const db = await PGlite.create(join(dir, 'pglite'));
      const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
      await db.close();
      expect(rows.map((r) => r.name)).toEqual(FILES);
    });

    it('lets a server with MIGRATE_ON_START=off start on the migrated folder, ready', async () => {
      const server = await startServerProcess({ DATA_DIR: dir, MIGRATE_ON_START: 'off' });
      try {
        const ready = await fetch(`${server.base}/api/ready`);
        expect(ready.status).toBe(200);
        expect(server.stdout()).not.toContain('migrations applied');
      } finally {
        expect(await server.stop()).toBe(0);
      }
    });
  },
);

describe.runIf(process.env.TEST_DB === 'postgres')(
  'npm run migrate on an empty PostgreSQL database',
  { timeout: 600_000 },
  () => {
    let url: string;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ url, drop } = await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL!));
    });
    afterAll(() => drop?.());

    it('migrates, then does nothing the second time', async () => {
      expect(await npmMigrate({ DATABASE_URL: url })).toMatch(firstRun('postgres'));
      expect(await npmMigrate({ DATABASE_URL: url })).toContain(secondRun('postgres'));
      const database = await openDatabase({ url });
      try {
        const rows = await database.query<{ name: string }>(
          'SELECT name FROM schema_migrations ORDER BY name',
        );
        expect(rows.map((r) => r.name)).toEqual(FILES);
      } finally {
        await database.close();
      }
    });

    it('names the database it cannot reach, on one line, exit 1', async () => {
      const failed = await npmMigrate({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }).catch(
        (err: { code: number; stderr: string }) => err,
      );
      expect(failed).toMatchObject({ code: 1 });
      const lines = (failed as { stderr: string }).stderr
        .split('\n')
        .filter((l) => l.startsWith('Migrate failed'));
      expect(lines).toEqual([
        expect.stringMatching(/^Migrate failed: Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/none/),
      ]);
    });
  },
);
