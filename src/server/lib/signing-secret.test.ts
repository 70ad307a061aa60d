import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { resolveSigningSecret, SECRET_FILE } from './signing-secret';

const log = pino({ level: 'silent' });

describe('signing secret', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(() => drop());

  it('moves a key left in the database to a private file in the data folder', async () => {
    await database.query(
      `INSERT INTO app_settings (key, value) VALUES ('signing_secret', 'old-key-from-the-table')`,
    );
    const dir = mkdtempSync(join(tmpdir(), 'data-'));
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir });
    expect(await resolveSigningSecret(config, database, log)).toBe('old-key-from-the-table');
    expect(readFileSync(join(dir, SECRET_FILE), 'utf8').trim()).toBe('old-key-from-the-table');
    expect(statSync(join(dir, SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(await database.query(`SELECT * FROM app_settings WHERE key = 'signing_secret'`)).toHaveLength(0);
    expect(await resolveSigningSecret(config, database, log)).toBe('old-key-from-the-table'); // read back
  });

  it('takes SIGNING_SECRET from the environment, and requires it in production on PostgreSQL', async () => {
    const fromEnv = loadConfig({ NODE_ENV: 'production', SIGNING_SECRET: 'x'.repeat(40) });
    expect(await resolveSigningSecret(fromEnv, { ...database, kind: 'postgres' }, log)).toBe('x'.repeat(40));
    const missing = loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://h/db' });
    await expect(resolveSigningSecret(missing, { ...database, kind: 'postgres' }, log)).rejects.toThrow(
      'SIGNING_SECRET is required',
    );
  });
});
