import type { FastifyInstance } from 'fastify';
import { MARKETS } from '../../core/markets/market';
import { sendAlertDigest } from '../abuse/alerts';
import { sendHeldMailDigests } from '../mail/visitor-caps';
import { SCHEDULES, withMarketLock } from '../market-data/scheduler';
import { MARKET_TZ } from '../market-data/sessions';
import type { Deps } from '../deps';
import type { Job } from './runner';

const EVERY_MINUTE = '* * * * *';

/** What features run on a schedule: app.ts hands it to the jobs plugin, so this core imports no feature. */
export interface FeatureJobs {
  /** Trials' and billing's deadlines: access ends, reminders, paid access after its grace (features/trials). */
  accessDeadlines(deps: Deps): Promise<void>;
}

/** Every scheduled job of the server, in one table (started by the jobs plugin while SCHEDULER=on). */
export function jobTable(app: FastifyInstance, features: FeatureJobs): Job[] {
  const { deps, markets } = app;
  const marketUpdates = MARKETS.map((market): Job => ({
    name: `market:${market}`,
    when: SCHEDULES.filter((s) => s.market === market).map((s) => s.pattern),
    timezone: MARKET_TZ,
    // The advisory lock keeps a long update from overlapping the next minute's, in any process.
    run: () => withMarketLock(deps.database, market, () => markets.refresh(market)),
  }));
  // Prices are the product's data, not demo content: with SEED_DEMO=off (the seed did not run) the
  // universe and the provider's bars are imported in the background once started.
  const initialImport: Job[] =
    deps.config.SEED_DEMO === 'off'
      ? [
          {
            name: 'market:initial-import',
            when: [],
            atStart: true,
            run: () => markets.ensureUniverse().then(() => markets.refreshAll()),
          },
        ]
      : [];
  return [
    ...initialImport,
    ...marketUpdates,
    { name: 'mail-retry', when: [EVERY_MINUTE], run: () => deps.mailer.retryQueued() },
    { name: 'held-mail-digest', when: [EVERY_MINUTE], run: () => sendHeldMailDigests(deps) },
    { name: 'security-alert-digest', when: [EVERY_MINUTE], run: () => sendAlertDigest(deps) },
    {
      name: 'access-deadlines',
      when: [EVERY_MINUTE],
      atStart: true,
      run: () => features.accessDeadlines(deps),
    },
  ];
}
