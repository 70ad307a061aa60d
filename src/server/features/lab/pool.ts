import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from '../../../core/errors';
import type { LabRunResult } from '../../../core/lab/backtest';
import type { LabTask } from './task';

/**
 * The lab's worker threads (piscina). Backtests never run on the request thread: one thread fewer
 * than the cores (at least one), so the site's reads keep a core, and a short queue; past it the
 * member is told the lab is full (429 with Retry-After) instead of waiting behind everyone.
 */
export interface LabPool {
  run(task: LabTask): Promise<LabRunResult>;
  close(): Promise<void>;
}

export const LAB_QUEUE = 8;
const BUSY_RETRY_S = 10;

/**
 * The built server (scripts/server-build.mjs) bundles the worker to dist/server/lab-worker.js; the
 * build maps import.meta.url to this source file, so the bundle is found from here. Under tsx and
 * vitest the TypeScript worker runs through tsx's loader.
 */
function workerFile(): { filename: string; execArgv: string[] } {
  const built = new URL('../../../../dist/server/lab-worker.js', import.meta.url);
  if (process.env.TRENDLAB_SERVER_BUNDLE === 'true' && existsSync(fileURLToPath(built)))
    return { filename: built.href, execArgv: [] };
  return { filename: new URL('./lab-worker.ts', import.meta.url).href, execArgv: ['--import', 'tsx'] };
}

export class LabBusyError extends AppError {
  constructor(readonly retryAfterSeconds = BUSY_RETRY_S) {
    super(
      'RATE_LIMITED',
      `The strategy lab is full right now. Please try again in ${retryAfterSeconds} seconds.`,
    );
  }
}

export function createLabPool(o: { threads?: number; queue?: number } = {}): LabPool {
  let pool: Piscina | null = null;
  const threads = o.threads ?? Math.max(1, availableParallelism() - 1);
  const maxQueue = o.queue ?? LAB_QUEUE;
  const started = () => {
    if (!pool) {
      const { filename, execArgv } = workerFile();
      pool = new Piscina({
        filename,
        execArgv,
        minThreads: 0,
        maxThreads: threads,
        maxQueue,
        idleTimeout: 60_000,
      });
    }
    return pool;
  };
  return {
    async run(task) {
      const p = started();
      // Full: every thread busy and the queue at its cap (piscina would throw its own 'queue full').
      if (p.queueSize >= maxQueue) throw new LabBusyError();
      return (await p.run(task)) as LabRunResult;
    },
    async close() {
      if (pool) await pool.destroy();
      pool = null;
    },
  };
}
