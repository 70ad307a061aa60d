import { Cron } from 'croner';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { claimJobSlot, minuteSlot } from '../db/job-slots';
import { jobFailures, jobRuns } from '../metrics/registry';

/** One scheduled job: when it runs, and what it does (docs/decisions/0055). */
export interface Job {
  /** Its key in `job_slots`: one run per name and minute across every process on the database. */
  name: string;
  /** Cron patterns (croner, minute resolution) in `timezone` (the server's when absent); may be empty. */
  when: string[];
  timezone?: string;
  /** Also runs once when the app is ready (in that minute's slot). */
  atStart?: boolean;
  run(): Promise<unknown>;
}

/** The one run-once rule: the process that claims the job's minute slot runs it; the others skip it. */
export async function runInSlot(database: Pick<Database, 'query'>, job: Job, at: Date): Promise<boolean> {
  if (!(await claimJobSlot(database, job.name, minuteSlot(at)))) return false;
  await job.run();
  return true;
}

/** Starts the table's timers; `stop` ends them and waits for the runs in flight (never close the database under one). */
export function startJobs(
  jobs: readonly Job[],
  o: { database: Database; log: Logger },
): { stop(): Promise<void> } {
  const running = new Set<Promise<unknown>>();
  const fire = (job: Job): Promise<unknown> => {
    const labels = { job: job.name };
    const run = runInSlot(o.database, job, new Date())
      .then((ran) => ran && jobRuns.inc(labels))
      .catch((err) => {
        jobRuns.inc(labels);
        jobFailures.inc(labels);
        o.log.error({ err, job: job.name }, 'scheduled job failed');
      })
      .finally(() => running.delete(run));
    running.add(run);
    return run;
  };
  // `protect`: a tick is skipped while the previous run of the same pattern is still going.
  const timers = jobs.flatMap((job) =>
    job.when.map(
      (pattern) =>
        new Cron(pattern, { timezone: job.timezone, protect: true }, async () => {
          await fire(job);
        }),
    ),
  );
  for (const job of jobs) if (job.atStart) void fire(job);
  return {
    async stop() {
      for (const t of timers) t.stop();
      await Promise.allSettled([...running]);
    },
  };
}
