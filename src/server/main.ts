import cluster from 'node:cluster';
import { resolve } from 'node:path';
import { buildApp, createLogger } from './app';
import { announceListening, runPrimary } from './cluster';
import { ConfigError, loadConfig } from './config';
import type { Config } from './config';
import { DatabaseConnectError, openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seedDemo } from './features';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  const log = createLogger(config);
  if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary) return runPrimary(config, log);
  if (config.NODE_ENV === 'production' && !config.SMTP_URL)
    log.warn(
      'NO SMTP_URL SET: this production server sends NO mail. Members get no confirmation, code or reset mails; the admin outbox only records them. Set SMTP_URL=smtp://user:pass@host:587.',
    );
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: resolve(config.DATA_DIR, 'pglite'),
  }).catch((err) => {
    if (err instanceof DatabaseConnectError) fail(err.message);
    throw err;
  });
  const applied = await migrate(database);
  if (applied.length) log.info({ applied }, 'migrations applied');

  const app = await buildApp({ config, database, logger: log });
  app.addHook('onClose', async () => database.close());
  if (config.SEED_DEMO === 'on') await seedDemo(app);

  // Scheduled jobs start with the app when it is ready (src/server/jobs, SCHEDULER=on).
  await app.listen({ port: config.PORT, host: config.HOST });
  // The port actually bound: PORT=0 lets the system pick a free one (tests).
  const { port } = app.server.address() as { port: number };
  log.info(`Serving on http://localhost:${port} (database: ${database.kind})`);
  announceListening();

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        log.error({ err }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

function fail(message: string): never {
  console.error(`Startup failed: ${message}`);
  process.exit(1);
}

main().catch((err) => {
  console.error(`Startup failed: ${(err as Error).message}`);
  process.exit(1);
});
