import { marketView } from '../../../core/access';
import type { Market } from '../../../core/schemas/markets';
import type { Deps } from '../../deps';
import { ledgerHead } from '../ledger/repo';
import { getMarketData } from '../markets/service';
import type { MarketRefreshed } from '../markets/service';
import { ALERT_MAX_AGE_DAYS, changesOf, finalCounts, lastFinalChange, sessionOf } from './changes';
import type { PositionChange } from './changes';
import { sendDailySummary, sendInstantAlert, smsText } from './mails';
import { alertMailsLastDay, claimAlerts, listAlertRecipients, summarisedSessions } from './repo';
import type { AlertRecipient, StoredAlertSettings } from './repo';
import type { SmsSender } from './sms';
import { toE164 } from './sms';
import { addDays } from '../../../core/engine/dates';

/** At most this many alert mails reach one address in 24 hours (a runaway import cannot flood an inbox). */
export const ALERT_MAILS_PER_DAY = 12;

/**
 * After a refresh that stored final bars: mails (and texts) to every subscriber who asked for this
 * market and may see it live. 'instant' gets one mail listing the new changes; 'daily' one summary
 * per session. Claimed rows in alerts_sent make every send happen once, whichever process runs it.
 */
export async function sendSignalAlerts(
  deps: Deps,
  sms: SmsSender | null,
  e: MarketRefreshed,
): Promise<{ mails: number; texts: number }> {
  const data = await getMarketData(deps, e.market);
  const now = deps.clock.now();
  const today = now.toISOString().slice(0, 10);
  const changes = changesOf(data, e.finalizedIds, today);
  const session = sessionOf(data, e.finalizedIds);
  const dailyDue = session !== null && session >= addDays(today, -ALERT_MAX_AGE_DAYS);
  const sessionChanges = dailyDue
    ? data.instruments.map(lastFinalChange).filter((c): c is PositionChange => c?.date === session)
    : [];
  const out = { mails: 0, texts: 0 };
  if (!changes.length && !dailyDue) return out;
  const head = dailyDue ? await ledgerHead(deps.database, e.market) : null;
  for (const r of await listAlertRecipients(deps.db, e.market)) {
    // Alerts are for markets the account sees live (the viewer policy), not only their open symbols.
    if (marketView({ user: r }, e.market).access !== 'live') continue;
    if (r.digest === 'instant' && changes.length) {
      const claimed = await claimAlerts(deps.db, r.id, e.market, changes, now);
      const fresh = changes.filter((c) => claimed.has(`${c.symbol}@${c.date}`));
      if (!fresh.length) continue;
      if (await send(deps, r, () => sendInstantAlert(deps, r, e.market, fresh, data.demoData))) out.mails++;
      if (await text(deps, sms, r, e.market, fresh)) out.texts++;
    } else if (r.digest === 'daily' && dailyDue) {
      const claimed = await claimAlerts(deps.db, r.id, e.market, [{ symbol: '*', date: session }], now);
      if (!claimed.size) continue;
      if (
        await send(deps, r, () =>
          sendDailySummary(
            deps,
            r,
            e.market,
            session,
            sessionChanges,
            finalCounts(data),
            data.demoData,
            head?.hash ?? null,
          ),
        )
      )
        out.mails++;
    }
  }
  return out;
}

const alertsOn = (s: StoredAlertSettings, market: Market) => s.digest !== 'off' && s[market];

/**
 * Alerts are for changes published after a member turned them on: when a market's alerts go on,
 * the changes already published (and the newest session's summary) are claimed as seen, so the next
 * refresh does not mail the previous session's news (issue 27).
 */
export async function markPublishedAsSeen(
  deps: Deps,
  userId: number,
  before: StoredAlertSettings,
  after: StoredAlertSettings,
): Promise<void> {
  const now = deps.clock.now();
  const since = addDays(now.toISOString().slice(0, 10), -ALERT_MAX_AGE_DAYS);
  for (const market of ['futures', 'equities', 'crypto'] as const) {
    if (alertsOn(before, market) || !alertsOn(after, market)) continue;
    const data = await getMarketData(deps, market);
    const published = data.instruments
      .map(lastFinalChange)
      .filter((c): c is PositionChange => c !== null && c.date >= since);
    // Daily summaries already sent to someone are published too.
    const sessions = await summarisedSessions(deps.db, market, since);
    const items = [...published, ...sessions.map((date) => ({ symbol: '*', date }))];
    await claimAlerts(deps.db, userId, market, items, now);
  }
}

async function send(deps: Deps, r: AlertRecipient, mail: () => Promise<unknown>): Promise<boolean> {
  if ((await alertMailsLastDay(deps.db, r.email, deps.clock.now())) >= ALERT_MAILS_PER_DAY) {
    deps.log.warn({ userId: r.id }, 'signal alert not sent: daily cap of this address reached');
    return false;
  }
  await mail();
  return true;
}

async function text(
  deps: Deps,
  sms: SmsSender | null,
  r: AlertRecipient,
  market: Market,
  changes: PositionChange[],
): Promise<boolean> {
  const to = toE164(r.mobile);
  if (!sms || !r.sms || !to) return false;
  const res = await sms.send(to, smsText(market, changes));
  if (!res.ok) deps.log.warn({ userId: r.id, err: res.error }, 'text alert failed');
  return res.ok;
}
