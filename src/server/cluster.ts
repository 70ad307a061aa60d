import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { AggregatorRegistry } from 'prom-client';
import type { Config } from './config';
import { startMetricsServer } from './metrics/server';

/** Sent by a worker once its server listens (main.ts). */
export const LISTENING_MESSAGE = 'trendlab:listening';

export function announceListening(): void {
  if (cluster.isWorker) process.send?.({ type: LISTENING_MESSAGE });
}

/**
 * WEB_CONCURRENCY=N (decision 0022): this primary process only supervises N workers that share the
 * port (Node cluster). The first worker migrates and seeds alone; the others start after it listens,
 * without the seed. A worker that dies is replaced; SIGTERM/SIGINT drain every worker.
 */
export async function runPrimary(config: Config, log: Logger): Promise<void> {
  if (!config.DATABASE_URL) {
    throw new Error('WEB_CONCURRENCY above 1 needs DATABASE_URL (embedded PGlite belongs to one process)');
  }
  const workers = () => Object.values(cluster.workers ?? {});
  let closing = false;

  // Listening first: a signal that came while the workers start would otherwise kill this process alone.
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down the cluster');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    for (const w of workers()) w?.process.kill('SIGTERM');
    const check = setInterval(() => {
      if (workers().length === 0) {
        clearInterval(check);
        process.exit(0);
      }
    }, 100);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const first = cluster.fork();
  await whenListening(first);
  if (closing) return; // a signal came while the first worker started: it is stopping already
  for (let i = 1; i < config.WEB_CONCURRENCY; i++) cluster.fork({ SEED_DEMO: 'off' });
  log.info({ workers: config.WEB_CONCURRENCY }, 'cluster started');
  // METRICS_PORT: the primary answers /metrics with every worker's figures added up (prom-client).
  if (config.METRICS_PORT !== undefined) {
    const all = new AggregatorRegistry();
    const metrics = await startMetricsServer(() => all.clusterMetrics(), config.METRICS_PORT, config.HOST);
    log.info(`Metrics on http://${config.HOST}:${metrics.port}/metrics`);
  }

  cluster.on('exit', (worker, code, signal) => {
    if (closing) return;
    log.error({ pid: worker.process.pid, code, signal }, 'worker died, starting another');
    cluster.fork({ SEED_DEMO: 'off' });
  });
}

function whenListening(worker: Worker): Promise<void> {
  return new Promise((ok, fail) => {
    const onMessage = (m: unknown) => {
      if ((m as { type?: string } | null)?.type !== LISTENING_MESSAGE) return;
      worker.off('exit', onExit);
      ok();
    };
    const onExit = (code: number) =>
      fail(new Error(`the first worker exited with code ${code} before listening`));
    worker.on('message', onMessage);
    worker.once('exit', onExit);
  });
}
