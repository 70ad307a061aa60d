import { afterEach, describe, expect, it } from 'vitest';
import { swingingBars } from './lab.fixtures';
import { createLabPool, LabBusyError } from './pool';
import type { LabPool } from './pool';
import type { LabTask } from './task';

const task: LabTask = {
  kind: 'own',
  entry: 20,
  exit: 10,
  longOnly: false,
  bars: swingingBars(500),
};

let pool: LabPool | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe('the lab pool', () => {
  it('takes as many runs as it has threads and queue places, and refuses the rest as busy', async () => {
    pool = createLabPool({ threads: 1, queue: 3 });
    // Handed over in one turn, before any thread can finish: the cap alone decides.
    const runs = Array.from({ length: 7 }, () => pool!.run(task));
    const settled = await Promise.allSettled(runs);
    const done = settled.filter((s) => s.status === 'fulfilled');
    const refused = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
    expect(done).toHaveLength(4);
    expect(refused).toHaveLength(3);
    for (const e of refused) {
      expect(e).toBeInstanceOf(LabBusyError);
      expect((e as LabBusyError).retryAfterSeconds).toBe(10);
    }
    // Every run that was taken ran the backtest in the worker.
    for (const s of done) if (s.status === 'fulfilled') expect(s.value.trades.length).toBeGreaterThan(0);
    // Once the runs are through, the lab takes work again.
    await expect(pool.run(task)).resolves.toMatchObject({ trades: expect.any(Array) });
  }, 60_000);
});
