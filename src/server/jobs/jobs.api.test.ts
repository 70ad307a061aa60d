import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import type { Database } from '../db/client';
import { minuteSlot } from '../db/job-slots';
import { runAccessDeadlines } from '../features/trials';
import { createTestDatabase } from '../test/test-database';
import { runInSlot } from './runner';
import type { Job } from './runner';
import { jobTable } from './table';

const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SIGNING_SECRET: 's'.repeat(40), SEED_DEMO: 'off' };

/** Two app instances on one database (two connections on PostgreSQL, as two processes). */
describe('the job table (decision 0055)', () => {
  let drop: () => Promise<void>;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    const test = await createTestDatabase();
    drop = test.drop;
    databases.push(test.database, test.url ? await openDatabase({ url: test.url }) : test.database);
    const config = loadConfig({ ...env, SCHEDULER: 'off' });
    for (const database of databases)
      apps.push(await buildApp({ config, database, logger: false, serveClient: false }));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    if (databases[1] !== databases[0]) await databases[1].close();
    await drop();
  });

  it('holds every job once, each with a schedule or a run at start', () => {
    const table = jobTable(apps[0], { accessDeadlines: runAccessDeadlines });
    expect(new Set(table.map((j) => j.name)).size).toBe(table.length);
    expect(table.map((j) => j.name)).toEqual(
      expect.arrayContaining([
        'market:futures',
        'market:equities',
        'market:crypto',
        'mail-retry',
        'held-mail-digest',
        'security-alert-digest',
        'access-deadlines',
      ]),
    );
    for (const job of table) expect(job.when.length > 0 || job.atStart === true).toBe(true);
  });

  it('each job runs once per slot across the two instances', async () => {
    const runs = new Map<string, number>();
    const counted = (app: FastifyInstance): Job[] =>
      jobTable(app, { accessDeadlines: runAccessDeadlines }).map((job) => ({
        ...job,
        run: async () => void runs.set(job.name, (runs.get(job.name) ?? 0) + 1),
      }));
    const [a, b] = apps.map(counted);
    const tick = (at: string, instances: Array<[Database, Job[]]>) =>
      Promise.all(instances.flatMap(([db, jobs]) => jobs.map((job) => runInSlot(db, job, new Date(at)))));
    const both: Array<[Database, Job[]]> = [
      [databases[0], a],
      [databases[1], b],
    ];

    const first = await tick('2030-01-07T15:00:05Z', both);
    expect(first.filter(Boolean)).toHaveLength(a.length);
    expect([...runs.values()]).toEqual(a.map(() => 1));
    // A late timer of the other instance in the same minute runs nothing; the next minute runs each once more.
    expect((await tick('2030-01-07T15:00:59Z', [[databases[1], b]])).some(Boolean)).toBe(false);
    expect((await tick('2030-01-07T15:01:00Z', both)).filter(Boolean)).toHaveLength(a.length);
    expect([...runs.values()]).toEqual(a.map(() => 2));
  });

  it('with SCHEDULER=on the app starts the table when ready and waits for its runs on close', async () => {
    const app = await buildApp({
      config: loadConfig({ ...env, SCHEDULER: 'on', SEED_DEMO: 'on' }),
      database: databases[0],
      logger: false,
      serveClient: false,
    });
    const from = minuteSlot(new Date());
    await app.ready();
    await app.close(); // the at-start run of access-deadlines has finished by now
    const claimed = await databases[0].query<{ job: string }>(
      "SELECT job FROM job_slots WHERE job = 'access-deadlines' AND slot BETWEEN $1 AND $2",
      [from.toISOString(), minuteSlot(new Date()).toISOString()],
    );
    expect(claimed).toHaveLength(1);
  });
});
