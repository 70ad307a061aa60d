import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Deps } from './deps';
import { ipBlockGuard } from './features/abuse/ip-block-guard';
import { FEATURE_ROUTES } from './features';
import { systemClock } from './lib/clock';
import type { Clock } from './lib/clock';
import { getOrCreateSetting } from './lib/settings';
import { createSigner } from './lib/tokens';
import { createMailer } from './mail/mailer';
import { errorsPlugin } from './plugins/errors';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { sessionsPlugin } from './plugins/sessions';
import { staticSitePlugin } from './plugins/static-site';

export interface BuildOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Pass `false` in tests for silence; defaults to pino at config.LOG_LEVEL. */
  logger?: Logger | false;
  serveClient?: boolean;
}

// Never log secrets (DESIGN §3, issue 4): these paths are censored in every log line.
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.mfaCode',
  '*.token',
];

export function createLogger(config: Config, destination?: pino.DestinationStream): Logger {
  return pino({ level: config.LOG_LEVEL, redact: { paths: REDACT, censor: '[redacted]' } }, destination);
}

/** The whole application as a plugin tree, without listening (tests use `app.inject`). */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const log = opts.logger === false ? pino({ level: 'silent' }) : (opts.logger ?? createLogger(config));
  const app = Fastify({
    loggerInstance: log as FastifyServerOptions['loggerInstance'],
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clock = opts.clock ?? systemClock;
  const secret = await getOrCreateSetting(database.db, 'signing_secret', () => randomBytes(32).toString('base64url'));
  const deps: Deps = {
    config,
    database,
    db: database.db,
    clock,
    log,
    signer: createSigner(secret),
    mailer: createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log, clock }),
  };
  app.decorate('deps', deps);
  app.addHook('onClose', async () => deps.mailer.close());

  // External plugins first, then the app's own, then the features (fastify/demo layout).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(rateLimitPlugin);
  await app.register(sessionsPlugin);
  await app.register(ipBlockGuard);
  for (const routes of FEATURE_ROUTES) await app.register(routes);
  await app.register(staticSitePlugin, { serveClient: opts.serveClient !== false });
  return app;
}
