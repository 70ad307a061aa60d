import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../test/server-process';
import type { ServerProcess } from '../test/server-process';
import { createTestDatabase } from '../test/test-database';

/**
 * METRICS_PORT (docs/operations.md): a real server process, scraped the way Prometheus does, on
 * PostgreSQL (pool figures) or embedded PGlite in a data folder of its own.
 */
describe('/metrics on METRICS_PORT', { timeout: 240_000 }, () => {
  let server: ServerProcess;
  let metricsUrl: string;
  let cleanup: () => Promise<void>;
  const postgres = process.env.TEST_DB === 'postgres';

  beforeAll(async () => {
    let env: Record<string, string>;
    if (postgres) {
      const test = await createTestDatabase();
      env = { DATABASE_URL: test.url!, SIGNING_SECRET: 'm'.repeat(40) };
      cleanup = test.drop;
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'trendlab-metrics-'));
      env = { DATA_DIR: dir };
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    }
    // The scheduler on, so the jobs that run at start are counted.
    server = await startServerProcess({ ...env, METRICS_PORT: '0', SCHEDULER: 'on' });
    const port = /Metrics on http:\/\/127\.0\.0\.1:(\d+)\/metrics/.exec(server.stdout())?.[1];
    expect(port).toBeDefined();
    metricsUrl = `http://127.0.0.1:${port}/metrics`;
  });
  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
    await cleanup?.();
  });

  it('answers Prometheus text with the request, process, pool, job, outbox and fan-out metrics', async () => {
    for (let i = 0; i < 2; i++) await (await fetch(`${server.base}/api/health`)).arrayBuffer();
    await (await fetch(`${server.base}/api/no-such-route`)).arrayBuffer();

    // access-deadlines runs at start and then every minute; each run is counted when it ends (on a busy
    // machine the first scrape can come after several runs).
    let text = '';
    await expect
      .poll(
        async () => {
          const res = await fetch(metricsUrl);
          expect(res.status).toBe(200);
          expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
          text = await res.text();
          return text;
        },
        { timeout: 150_000, interval: 500 },
      )
      .toMatch(/^job_runs_total\{job="access-deadlines"\} [1-9]\d*$/m);

    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 2$/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/health"/m,
    );
    // An unknown path is one series, not one per path.
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} 1$/m,
    );
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds [\d.e-]+$/m);
    expect(text).toContain('# TYPE job_failures_total counter');
    expect(text).toMatch(/^mail_outbox_depth\{status="queued"\} \d+$/m);
    expect(text).toContain('# TYPE alert_fanout_recipients_total counter');
    expect(text).toContain('# TYPE alert_fanout_recipients_pending gauge');
    expect(text).toContain('# TYPE db_pool_waiting gauge');
    if (postgres) {
      expect(text).toMatch(/^db_pool_connections\{state="max"\} 10$/m);
      expect(text).toMatch(/^db_pool_connections\{state="in_use"\} \d+$/m);
      expect(text).toMatch(/^db_pool_waiting 0$/m);
    }
  });

  it('is never on the public port, and the metrics port serves nothing else', async () => {
    const onPublic = await fetch(`${server.base}/metrics`);
    expect(await onPublic.text()).not.toContain('http_request_duration_seconds');
    expect((await fetch(metricsUrl.replace('/metrics', '/api/health'))).status).toBe(404);
  });
});
