import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Database } from '../db/client';

/** After the drain delay, the whole shutdown must end within this; past it the process exits 1. */
export const SHUTDOWN_LIMIT_MS = 9_000;

/**
 * SIGTERM and SIGINT stop the server in this order (docs/operations.md): readiness says 503, after
 * SHUTDOWN_DELAY_MS the server stops accepting and finishes its in-flight requests, then the app's
 * onClose hooks run (jobs end their runs, buffered abuse events and mail are written), then the
 * database closes, last, so nothing above writes to a closed pool; then exit 0. A second signal
 * changes nothing; a shutdown that hangs past the limit exits 1 with one line saying so.
 */
export function stopOnSignals(o: {
  app: FastifyInstance;
  database: Database;
  log: Logger;
  delayMs: number;
}): void {
  let closing = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    o.log.info({ signal }, 'shutting down');
    o.app.deps.lifecycle.drain();
    const force = setTimeout(() => {
      o.log.error(`shutdown did not end within ${SHUTDOWN_LIMIT_MS / 1000} s: exiting`);
      process.exit(1);
    }, o.delayMs + SHUTDOWN_LIMIT_MS);
    force.unref();
    if (o.delayMs) await new Promise((done) => setTimeout(done, o.delayMs));
    try {
      await o.app.close();
      await o.database.close();
    } catch (err) {
      o.log.error({ err }, 'error while closing');
      process.exit(1);
    }
    o.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
