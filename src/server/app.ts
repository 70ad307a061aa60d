import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pino from 'pino';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import { safeErrorSerializer } from './db/errors';
import { openInvalidationChannel } from './lib/invalidation-channel';
import type { Deps } from './deps';
import { createCoalescedRecorder } from './abuse/coalesced-recorder';
import { ipBlockGuard } from './abuse/ip-block-guard';
import { recordAbuseEvent } from './abuse/record-abuse-event';
import { FEATURE_ROUTES } from './features';
import type { LabPool } from './features';
import { quizPage } from './features/quiz';
import { runAccessDeadlines } from './features/trials';
import { jobsPlugin } from './jobs/plugin';
import { createLifecycle } from './lifecycle/state';
import { metricsPlugin } from './metrics/plugin';
import { marketsPlugin } from './markets';
import { publishToLedger } from './features/ledger';
import { AccessLogController } from './lib/access-log';
import { systemClock } from './lib/clock';
import type { Clock } from './lib/clock';
import { censoringSerializers } from './lib/log-censor';
import { logDestination } from './lib/log-format';
import { declareRequestFields } from './lib/request-fields';
import { resolveSigningSecret } from './lib/signing-secret';
import { recordRoutes } from './lib/route-table';
import { createSigner } from './lib/tokens';
import { createMailer } from './mail/mailer';
import { outboxKey } from './mail/sealed-body';
import adminGuard from './plugins/admin-guard';
import { errorsPlugin } from './plugins/errors';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { sessionsPlugin } from './plugins/sessions';
import { staticSitePlugin } from './plugins/static-site';
import { viewAsPlugin } from './plugins/view-as';

export interface BuildOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Pass `false` in tests for silence; defaults to pino at config.LOG_LEVEL. */
  logger?: Logger | false;
  serveClient?: boolean;
  /** Folder of the built client (defaults to CLIENT_DIR); tests pass a small fake build. */
  clientDir?: string;
  /** The strategy lab's worker pool; by default the lab builds its own (features/lab/pool.ts). */
  labPool?: LabPool;
}

export function createLogger(
  config: Config,
  destination: pino.DestinationStream | undefined = logDestination(config),
): Logger {
  // Secrets are censored by serializers (lib/log-censor.ts); errors go through one that never prints
  // query parameters (docs/features/hardening.md).
  return pino(
    {
      level: config.LOG_LEVEL,
      serializers: { ...censoringSerializers, err: safeErrorSerializer },
    },
    destination,
  );
}

/** The whole application as a plugin tree, without listening (tests use `app.inject`). */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const log = opts.logger === false ? pino({ level: 'silent' }) : (opts.logger ?? createLogger(config));
  const app = Fastify({
    // Fastify's own request logging, one line a request ("request completed", with reqId, method, url,
    // status and responseTime) at info: LOG_LEVEL=warn keeps only warnings and failures.
    loggerInstance: log as FastifyServerOptions['loggerInstance'],
    logController: new AccessLogController(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    // Slow clients (trickled headers or bodies) are cut off (docs/features/hardening.md); checked every second.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS),
      connectionsCheckingInterval: Math.min(1000, config.HEADERS_TIMEOUT_MS),
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  declareRequestFields(app);

  const clock = opts.clock ?? systemClock;
  const secret = await resolveSigningSecret(config, database, log);
  const base = {
    config,
    database,
    db: database.db,
    clock,
    log,
    signer: createSigner(secret),
    mailer: createMailer({
      db: database.db,
      smtpUrl: config.SMTP_URL,
      console: config.NODE_ENV === 'development',
      from: config.MAIL_FROM,
      log,
      clock,
      sealKey: outboxKey(secret),
    }),
  };
  const deps: Deps = {
    ...base,
    abuse: createCoalescedRecorder((e, hits) => recordAbuseEvent(base, e, hits), log),
    lifecycle: createLifecycle(),
  };
  app.decorate('deps', deps);
  app.addHook('onClose', async () => deps.mailer.close());
  app.addHook('onClose', () => deps.abuse.close());
  // Other processes on this PostgreSQL hear this one's cache invalidations, and it hears theirs.
  const invalidations = await openInvalidationChannel(database, log);
  app.addHook('onClose', () => invalidations.close());

  recordRoutes(app); // the route table the access-matrix test checks against
  await app.register(metricsPlugin); // before every route, so its timing hook covers them all (METRICS_PORT)
  // External plugins first, then the app's own, then the features (fastify/demo layout).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(rateLimitPlugin);
  await app.register(sessionsPlugin);
  await app.register(viewAsPlugin); // after the sessions: the operator's 'View as'
  await app.register(ipBlockGuard);
  await app.register(adminGuard); // before the features: it guards every /api/admin route they add
  await app.register(openApiPlugin); // before the features: it documents every route registered after it
  // The markets core before the features that read it; each refresh publishes to the ledger in its transaction.
  await app.register(marketsPlugin, { publish: publishToLedger });
  for (const routes of FEATURE_ROUTES) await app.register(routes, { labPool: opts.labPool });
  // Every scheduled job, from one table (decision 0055); the features' jobs are passed in, as the publication is.
  await app.register(jobsPlugin, { accessDeadlines: runAccessDeadlines });
  await app.register(staticSitePlugin, {
    serveClient: opts.serveClient !== false,
    clientDir: opts.clientDir,
    quizPage,
  });
  return app;
}
