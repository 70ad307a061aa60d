import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { Database } from './client';
import {
  isDatabaseUnavailable,
  isForeignKeyViolation,
  isUniqueViolation,
  safeErrorSerializer,
} from './errors';

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

  it('names a unique and a foreign-key violation as the driver reports them (through Drizzle)', async () => {
    await database.db.execute(sql`create temp table p (id int primary key)`);
    await database.db.execute(sql`create temp table c (p int references p (id))`);
    await database.db.execute(sql`insert into p values (1)`);
    const dup = await database.db.execute(sql`insert into p values (1)`).catch((e: unknown) => e);
    const orphan = await database.db.execute(sql`insert into c values (2)`).catch((e: unknown) => e);
    expect([isUniqueViolation(dup), isForeignKeyViolation(dup)]).toEqual([true, false]);
    expect([isUniqueViolation(orphan), isForeignKeyViolation(orphan)]).toEqual([false, true]);
  });
});
