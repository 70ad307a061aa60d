import { Counter, Gauge, Histogram, register } from 'prom-client';
import type { Database } from '../db/client';

/**
 * The server's Prometheus metrics (docs/operations.md), on prom-client's global registry: the one a
 * cluster's primary aggregates from its workers. Counting costs a map lookup, so the job runner and
 * the alert fan-out count whether or not METRICS_PORT is set; only the scrape reads the database.
 */
export const metricsRegistry = register;

/** A metric's name, its earlier copy dropped: a second evaluation of this module (tests sharing one module graph) replaces the metrics instead of failing. */
function fresh(name: string): string {
  register.removeSingleMetric(name);
  return name;
}

export const httpDuration = new Histogram({
  name: fresh('http_request_duration_seconds'),
  help: 'Time to answer HTTP requests, by method, route pattern (unmatched: no route) and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

export const jobRuns = new Counter({
  name: fresh('job_runs_total'),
  help: 'Scheduled job runs this process made (minute slots claimed by another process are not counted)',
  labelNames: ['job'] as const,
});

export const jobFailures = new Counter({
  name: fresh('job_failures_total'),
  help: 'Scheduled job runs that failed (each also logged as "scheduled job failed")',
  labelNames: ['job'] as const,
});

export const alertFanoutRecipients = new Counter({
  name: fresh('alert_fanout_recipients_total'),
  help: 'Signal-alert recipients whose round of the fan-out is done (claimed, capped, mails queued)',
  labelNames: ['market'] as const,
});

export const alertFanoutPending = new Gauge({
  name: fresh('alert_fanout_recipients_pending'),
  help: 'Recipients the running signal-alert fan-out of a market has still to go through (0 when none runs)',
  labelNames: ['market'] as const,
});

/** The database the scrape reads (pool figures, outbox depth): the app's, set by the metrics plugin. */
let source: Database | null = null;
export function setMetricsDatabase(database: Database | null): void {
  source = database;
}

new Gauge({
  name: fresh('db_pool_connections'),
  help: 'PostgreSQL pool connections of this process, by state (idle, in_use, max); none on embedded PGlite',
  labelNames: ['state'] as const,
  collect() {
    this.reset();
    const pool = source?.poolStats?.();
    if (!pool) return;
    this.set({ state: 'idle' }, pool.idle);
    this.set({ state: 'in_use' }, pool.inUse);
    this.set({ state: 'max' }, pool.max);
  },
});

new Gauge({
  name: fresh('db_pool_waiting'),
  help: 'Callers waiting for a PostgreSQL pool connection in this process',
  collect() {
    this.reset();
    const pool = source?.poolStats?.();
    if (pool) this.set(pool.waiting);
  },
});

const OUTBOX_STATES = ['queued', 'failed', 'held'] as const;

new Gauge({
  name: fresh('mail_outbox_depth'),
  help: 'Mails in the outbox not sent yet, by status (queued: to send; failed: gave up; held: over a cap)',
  labelNames: ['status'] as const,
  async collect() {
    this.reset();
    if (!source) return;
    // A database that is down leaves the gauge empty for this scrape; the scrape itself still answers.
    const rows = await source
      .query<{ status: string; n: number }>(
        'SELECT status, count(*)::int AS n FROM mail_outbox WHERE status = ANY($1) GROUP BY status',
        [OUTBOX_STATES],
      )
      .catch(() => null);
    if (!rows) return;
    for (const status of OUTBOX_STATES) this.set({ status }, 0);
    for (const r of rows) this.set({ status: r.status }, Number(r.n));
  },
});
