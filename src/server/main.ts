import cluster from 'node:cluster';
import { buildApp, createLogger } from './app';
import { announceListening, runPrimary } from './cluster';
import { ConfigError, loadConfig } from './config';
import type { Config } from './config';
import { openControlSocket } from './backup/control-socket';
import { dumpDatabase } from './backup/embedded';
import { DatabaseConnectError, openDatabase } from './db/client';
import { seedDemo } from './features';
import { databaseLocation, migrationsAtStart } from './lifecycle/migrations';
import { stopOnSignals } from './lifecycle/shutdown';

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
  const database = await openDatabase(databaseLocation(config)).catch((err) => {
    if (err instanceof DatabaseConnectError) fail(err.message);
    throw err;
  });
  await migrationsAtStart(config, database, log);

  const app = await buildApp({ config, database, logger: log });
  // `npm run backup` asks the running server for its embedded database (docs/deploy.md, Backups).
  if (database.kind === 'pglite') {
    const control = await openControlSocket({
      dataDir: config.DATA_DIR,
      dump: () => dumpDatabase(database),
      log,
    });
    app.addHook('onClose', () => control.close());
  }
  if (config.SEED_DEMO === 'on') await seedDemo(app);

  // Scheduled jobs start with the app when it is ready (src/server/jobs, SCHEDULER=on).
  await app.listen({ port: config.PORT, host: config.HOST });
  // The port actually bound: PORT=0 lets the system pick a free one (tests).
  const { port } = app.server.address() as { port: number };
  // Drain, close the app (its jobs and buffered writes), then the database, last (lifecycle/shutdown.ts).
  // Before the line that says it serves: a process manager may send SIGTERM as soon as it reads it, and
  // without a listener the signal would kill the process outright.
  stopOnSignals({ app, database, log, delayMs: config.SHUTDOWN_DELAY_MS });
  log.info(`Serving on http://localhost:${port} (database: ${database.kind})`);
  announceListening();
}

function fail(message: string): never {
  console.error(`Startup failed: ${message}`);
  process.exit(1);
}

main().catch((err) => {
  console.error(`Startup failed: ${(err as Error).message}`);
  process.exit(1);
});
