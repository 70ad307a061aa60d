import type { Market } from '../../../core/schemas/markets';
import type { Deps } from '../../deps';
import { signedCheckpoint } from '../ledger';
import type { Markets } from '../../markets';
import type { MarketRefreshed } from '../../markets';
import { ALERT_MAX_AGE_DAYS } from '../../../core/markets/news-age';
import { changesOf, finalCounts, lastFinalChange, sessionOf } from './changes';
import type { PositionChange } from './changes';
import { fanOutAlerts } from './fanout';
import { claimAlerts, listAlertRecipients, summarisedSessions } from './repo';
import type { StoredAlertSettings } from './repo';
import type { SmsSender } from './sms';
import { addDays } from '../../../core/engine/dates';

export { ALERT_MAILS_PER_DAY } from './fanout';

/**
 * After a refresh that stored final bars: mails (and texts) to every subscriber who asked for this
 * market and may see it live. 'instant' gets one mail listing the new changes; 'daily' one summary
 * per session. Claimed rows in alerts_sent make every send happen once, whichever process runs it.
 */
export async function sendSignalAlerts(
  deps: Deps,
  markets: Markets,
  sms: SmsSender | null,
  e: MarketRefreshed,
): Promise<{ mails: number; texts: number }> {
  const data = await markets.data(e.market);
  const now = deps.clock.now();
  const today = now.toISOString().slice(0, 10);
  const changes = changesOf(data, e.finalizedIds, today);
  const session = sessionOf(data, e.finalizedIds);
  const dailyDue = session !== null && session >= addDays(today, -ALERT_MAX_AGE_DAYS);
  const sessionChanges = dailyDue
    ? data.instruments.map(lastFinalChange).filter((c): c is PositionChange => c?.date === session)
    : [];
  if (!changes.length && !dailyDue) return { mails: 0, texts: 0 };
  // The ledger's signed checkpoint after this session (null while the log fails verification).
  const checkpoint = dailyDue ? (await signedCheckpoint(deps, e.market)).note : null;
  return fanOutAlerts(
    deps,
    sms,
    {
      market: e.market,
      demo: data.demoData,
      changes,
      daily: dailyDue ? { session, changes: sessionChanges, counts: finalCounts(data), checkpoint } : null,
    },
    await listAlertRecipients(deps.db, e.market),
  );
}

const alertsOn = (s: StoredAlertSettings, market: Market) => s.digest !== 'off' && s[market];

/**
 * Alerts are for changes published after a member turned them on: when a market's alerts go on,
 * the changes already published (and the newest session's summary) are claimed as seen, so the next
 * refresh does not mail the previous session's news.
 */
export async function markPublishedAsSeen(
  deps: Deps,
  markets: Markets,
  userId: number,
  before: StoredAlertSettings,
  after: StoredAlertSettings,
): Promise<void> {
  const now = deps.clock.now();
  const since = addDays(now.toISOString().slice(0, 10), -ALERT_MAX_AGE_DAYS);
  for (const market of ['futures', 'equities', 'crypto'] as const) {
    if (alertsOn(before, market) || !alertsOn(after, market)) continue;
    const data = await markets.data(market);
    const published = data.instruments
      .map(lastFinalChange)
      .filter((c): c is PositionChange => c !== null && c.date >= since);
    // Daily summaries already sent to someone are published too.
    const sessions = await summarisedSessions(deps.db, market, since);
    const items = [...published, ...sessions.map((date) => ({ symbol: '*', date }))];
    await claimAlerts(deps.db, userId, market, items, now);
  }
}
