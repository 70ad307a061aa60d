import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { Database } from './client';
import { isDatabaseUnavailable, safeErrorSerializer } from './errors';

describe('database errors', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(() => drop());

  it('a failed query is logged with its SQL but without its parameters', async () => {
    const err = await database.db.execute(sql`select ${'code-914273'}::int`).catch((e: unknown) => e);
    expect(String((err as Error).message)).toContain('code-914273'); // what Drizzle puts in the message
    const logged = JSON.stringify(safeErrorSerializer(err));
    expect(logged).toContain('select $1::int');
    expect(logged).not.toContain('code-914273');
    expect(isDatabaseUnavailable(err)).toBe(false);
  });

  it('tells an unreachable database from a bad query', () => {
    expect(
      isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(new Error('x', { cause: new Error('Connection terminated unexpectedly') })),
    ).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
  });
});
