import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads. The README's configuration table mirrors this. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  // Unset: http://localhost:<PORT>, so a newcomer on another port gets working links (see loadConfig).
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('TrendLab <no-reply@trendlab.local>'),
  OPERATOR_EMAIL: z.string().email().default('operator@trendlab.local'),
  ADMIN_PASSWORD: z.string().min(4, 'ADMIN_PASSWORD must be at least 4 characters').optional(),
  TRUST_PROXY: bool,
  MARKET_DATA_PROVIDER: z.enum(['demo', 'csv', 'online']).default('demo'),
  INCLUDE_DIR: z.string().optional(),
  GAME_DATA_DIR: z.string().optional(),
  /** `off` deals games at the real prices (private data, tests with made-up prices); decision 0049. */
  GAME_PRICE_DISGUISE: z.enum(['on', 'off']).default('on'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty`: lines for people; `json`: one JSON object per line. Unset: pretty when stdout is a terminal. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  SCHEDULER: z.enum(['on', 'off']).default('on'),
  SEED_DEMO: z.enum(['on', 'off']).default('on'),
  // Operations (docs/operations.md): migrations at start, the metrics port, the drain before shutdown.
  /** `off`: start does not migrate (run `npm run migrate` first); it refuses to start with migrations pending. */
  MIGRATE_ON_START: z.enum(['on', 'off']).default('on'),
  /** Serves Prometheus metrics at /metrics on this port (never the public one); unset: no metrics. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** On SIGTERM, readiness answers 503 this long before the server stops accepting (load balancers notice). */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Server processes sharing the port (Node cluster); above 1 needs DATABASE_URL. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  // Text alerts (docs/features/signal-alerts.md): a Twilio-compatible Messages endpoint with credentials, and the sender number.
  SMS_URL: z
    .string()
    .regex(
      /^https?:\/\/[^:/]+:[^@/]+@/,
      'SMS_URL must be https://ACCOUNT_SID:AUTH_TOKEN@host/path/Messages.json',
    )
    .optional(),
  SMS_FROM: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, 'SMS_FROM must be a number in E.164 form, e.g. +15551234567')
    .optional(),
  /** `true` drops the Secure flag from cookies in production, for plain-http access other than localhost. */
  INSECURE_COOKIES: bool,
  /** Days a signed-in session survives without being used (refreshed on use; absolute limit stays 30 days). */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(30).default(7),
  /** Whole request (headers and body) must arrive within this many ms, else 408; slow-body attacks end here. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Request headers must arrive within this many ms. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Key for signed tokens and the sealed mail outbox; required in production with DATABASE_URL. */
  SIGNING_SECRET: z.string().min(32, 'SIGNING_SECRET must be at least 32 characters').optional(),
  /** Ed25519 seed (32 bytes, base64 or 64 hex) the ledger's checkpoints are signed with; else DATA_DIR/ledger-signing-key. */
  LEDGER_SIGNING_KEY: z.string().optional(),
  /** Session lookups cached 2 s in process, dropped at once in every process by a change (decision 0017); `off` reads the row per request. */
  SESSION_CACHE: z.enum(['on', 'off']).default('on'),
  /** Mails of one kind a visitor can have sent to one address per UTC day (confirmations, reports, resets). */
  MAIL_CAP_PER_ADDRESS: z.coerce.number().int().min(1).max(1000).default(3),
  /** Visitor-triggered mails per clock hour, all addresses together; beyond it they are held and the operator gets a digest. */
  MAIL_CAP_GLOBAL: z.coerce.number().int().min(1).max(1_000_000).default(200),
  // Self-serve subscriptions (docs/features/billing.md). Without the Stripe settings trials stay self-serve
  // and paid plans are arranged by contact.
  /** Length of the self-serve free trial. */
  TRIAL_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  /** Days a member keeps access after a failed payment before it ends. */
  BILLING_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'STRIPE_SECRET_KEY must start with sk_ (or rk_)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must start with whsec_')
    .optional(),
  STRIPE_PRICE_INDIVIDUAL: z
    .string()
    .regex(/^price_/, 'STRIPE_PRICE_INDIVIDUAL must be a price id (price_...)')
    .optional(),
  STRIPE_PRICE_PROFESSIONAL: z
    .string()
    .regex(/^price_/, 'STRIPE_PRICE_PROFESSIONAL must be a price id (price_...)')
    .optional(),
  /** Points the Stripe SDK at another host (a local stand-in in tests): http(s)://host:port. */
  STRIPE_API_URL: z.string().url('STRIPE_API_URL must be a URL such as http://127.0.0.1:12111').optional(),
});

export type Config = z.infer<typeof configSchema> & { PUBLIC_URL: string };

export class ConfigError extends Error {}

/**
 * Cookies carry `Secure` in production (and whenever PUBLIC_URL is https), unless
 * INSECURE_COOKIES=true. Browsers accept Secure cookies from http://localhost, so `npm start`
 * works locally without it (decision 0018).
 */
export function secureCookies(config: Config): boolean {
  if (config.INSECURE_COOKIES) return false;
  return config.NODE_ENV === 'production' || config.PUBLIC_URL.startsWith('https://');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const { METRICS_PORT, PORT } = parsed.data;
  if (METRICS_PORT !== undefined && METRICS_PORT !== 0 && METRICS_PORT === PORT)
    throw new ConfigError(
      'Invalid configuration: METRICS_PORT must differ from PORT (metrics are never public)',
    );
  return {
    ...parsed.data,
    PUBLIC_URL: (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/+$/, ''),
  };
}
