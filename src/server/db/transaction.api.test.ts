import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { Database } from './client';
import { appSettings } from './schema';
import { inTransaction } from './transaction';

describe('inTransaction', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(() => drop());

  const read = async (key: string) =>
    (await database.db.select().from(appSettings).where(eq(appSettings.key, key)))[0]?.value ?? null;

  it('commits every write together', async () => {
    await inTransaction(database.db, async (tx) => {
      await tx.insert(appSettings).values({ key: 'tx-a', value: '1' });
      await tx.insert(appSettings).values({ key: 'tx-b', value: '2' });
    });
    expect([await read('tx-a'), await read('tx-b')]).toEqual(['1', '2']);
  });

  it('rolls every write back when one step throws', async () => {
    await expect(
      inTransaction(database.db, async (tx) => {
        await tx.insert(appSettings).values({ key: 'tx-c', value: '3' });
        throw new Error('second step failed');
      }),
    ).rejects.toThrow('second step failed');
    expect(await read('tx-c')).toBeNull();
  });

  it('nests as a savepoint', async () => {
    await inTransaction(database.db, async (tx) => {
      await tx.insert(appSettings).values({ key: 'tx-d', value: '4' });
      await inTransaction(tx, async (inner) => {
        await inner.insert(appSettings).values({ key: 'tx-e', value: '5' });
        throw new Error('inner');
      }).catch(() => undefined);
    });
    expect([await read('tx-d'), await read('tx-e')]).toEqual(['4', null]);
  });
});
