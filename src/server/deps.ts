import type { Logger } from 'pino';
import type { AbuseRecorder } from './abuse/coalesced-recorder';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Lifecycle } from './lifecycle/state';
import type { Clock } from './lib/clock';
import type { Signer } from './lib/tokens';
import type { Mailer } from './mail/mailer';

/** What every feature needs, built once in buildApp and reachable as `app.deps`. */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  signer: Signer;
  log: Logger;
  /** Abuse events that can come in floods (404 scans, scanner probes, rate limits), written coalesced. */
  abuse: AbuseRecorder;
  /** Draining or serving: what the readiness probe reports (docs/operations.md). */
  lifecycle: Lifecycle;
}

/** The signed-in user as every route sees it (never the password hash). */
export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  mobile: string | null;
  status: string;
  enableFutures: boolean;
  enableEquities: boolean;
  enableCryptos: boolean;
  isPaidSubscriber: boolean;
  /** The plan and its status; null status = no plan record. */
  plan?: string | null;
  planStatus?: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /** The hash of the session token, when the request carries a valid session. */
    sessionIdHash: string | null;
    isAdmin: boolean;
  }
}
