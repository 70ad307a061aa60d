import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { migrate } from './migrate';

describe('migrate', () => {
  it('applies every migration once and is idempotent', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const first = await migrate(database);
    expect(first[0]).toBe('0001_core.sql');
    expect(await migrate(database)).toEqual([]);
    const rows = await database.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((r) => r.name)).toEqual(first);
    await database.close();
  });
});
