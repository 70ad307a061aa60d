import { marketView } from '../../../core/access';
import type { Market } from '../../../core/schemas/markets';
import type { Deps } from '../../deps';
import { invalidate } from '../../lib/invalidation';
import { alertFanoutPending, alertFanoutRecipients } from '../../metrics/registry';
import type { OutgoingMail } from '../../mail/mailer';
import type { PositionChange } from './changes';
import { alertMailsLastDayMany, claimAlertsMany, claimKey } from './fanout-repo';
import type { AlertClaim } from './fanout-repo';
import { dailySummaryMail, instantAlertMail, smsText } from './mails';
import type { AlertRecipient } from './repo';
import type { SmsSender } from './sms';
import { toE164 } from './sms';

/** At most this many alert mails reach one address in 24 hours (a runaway import cannot flood an inbox). */
export const ALERT_MAILS_PER_DAY = 12;
/** Recipients claimed, capped and written to the outbox per round (one statement each). */
export const FANOUT_BATCH = 500;
/**
 * Announced (decision 0021's bus) once alert mails are queued: every process hears it and helps send
 * the queue (mailer.deliverQueued: claimed with SKIP LOCKED, so each mail goes out once).
 */
export const MAIL_QUEUED_TOPIC = 'mail-queued';

/** What one refresh tells its subscribers: the new changes (instant) and, when due, the session's summary. */
export interface AlertNews {
  market: Market;
  demo: boolean;
  changes: PositionChange[];
  daily: {
    session: string;
    changes: PositionChange[];
    counts: { long: number; short: number; flat: number };
    /** The ledger's signed checkpoint note after the session. */
    checkpoint: string | null;
  } | null;
}

/**
 * The fan-out: recipients in rounds of FANOUT_BATCH; per round one claim of every
 * (user, symbol, session) in alerts_sent (decision 0025), one count for the daily cap and one INSERT of
 * the mails, `queued`. Then the queue is sent: by this process (awaited) and by every other process that
 * hears MAIL_QUEUED_TOPIC. At 60,000 recipients that is ~120 rounds of three statements instead of
 * 60,000 x (claim + count + insert + SMTP conversation + update) one after the other.
 */
export async function fanOutAlerts(
  deps: Deps,
  sms: SmsSender | null,
  news: AlertNews,
  recipients: AlertRecipient[],
): Promise<{ mails: number; texts: number }> {
  const { market } = news;
  const now = deps.clock.now();
  const out = { mails: 0, texts: 0 };
  // Alerts are for markets the account sees live (the viewer policy), not only their open symbols.
  const live = recipients.filter(
    (r) =>
      marketView({ user: r }, market).access === 'live' &&
      ((r.digest === 'instant' && news.changes.length > 0) || (r.digest === 'daily' && news.daily !== null)),
  );
  try {
    for (let i = 0; i < live.length; i += FANOUT_BATCH) {
      alertFanoutPending.set({ market }, live.length - i);
      await fanOutRound(deps, sms, news, live.slice(i, i + FANOUT_BATCH), now, out);
      alertFanoutRecipients.inc({ market }, Math.min(FANOUT_BATCH, live.length - i));
    }
  } finally {
    alertFanoutPending.set({ market }, 0);
  }
  if (out.mails && deps.mailer.hasTransport) {
    // This process sends until the queue is empty: it joins its running drain, then runs one more
    // (a drain that found the queue empty just before the last round was written has ended).
    await deps.mailer.deliverQueued();
    await deps.mailer.deliverQueued();
  }
  return out;
}

/** One round: claims the batch's alerts, applies the daily cap, queues the mails, sends the texts. */
async function fanOutRound(
  deps: Deps,
  sms: SmsSender | null,
  news: AlertNews,
  batch: AlertRecipient[],
  now: Date,
  out: { mails: number; texts: number },
): Promise<void> {
  const { market } = news;
  const claims: AlertClaim[] = batch.flatMap((r) =>
    r.digest === 'instant'
      ? news.changes.map((c) => ({ userId: r.id, symbol: c.symbol, date: c.date }))
      : [{ userId: r.id, symbol: '*', date: news.daily!.session }],
  );
  const claimed = await claimAlertsMany(deps.db, market, claims, now);
  const mails: OutgoingMail[] = [];
  const texts: Array<{ r: AlertRecipient; fresh: PositionChange[] }> = [];
  const picked: Array<{ r: AlertRecipient; mail: () => OutgoingMail; fresh?: PositionChange[] }> = [];
  for (const r of batch) {
    if (r.digest === 'instant') {
      const fresh = news.changes.filter((c) => claimed.has(claimKey(r.id, c.symbol, c.date)));
      if (fresh.length)
        picked.push({ r, fresh, mail: () => instantAlertMail(deps, r, market, fresh, news.demo) });
    } else if (claimed.has(claimKey(r.id, '*', news.daily!.session))) {
      const d = news.daily!;
      picked.push({
        r,
        mail: () =>
          dailySummaryMail(deps, r, market, d.session, d.changes, d.counts, news.demo, d.checkpoint),
      });
    }
  }
  const sentToday = await alertMailsLastDayMany(
    deps.db,
    picked.map((p) => p.r.email),
    now,
  );
  for (const p of picked) {
    const key = p.r.email.toLowerCase();
    const n = sentToday.get(key) ?? 0;
    if (n >= ALERT_MAILS_PER_DAY) {
      deps.log.warn({ userId: p.r.id }, 'signal alert not sent: daily cap of this address reached');
      continue;
    }
    sentToday.set(key, n + 1);
    mails.push(p.mail());
    if (p.fresh) texts.push({ r: p.r, fresh: p.fresh });
  }
  await deps.mailer.enqueue(mails);
  out.mails += mails.length;
  // Sending starts with the first round, here and in every process that hears the topic.
  if (mails.length && deps.mailer.hasTransport) void invalidate(MAIL_QUEUED_TOPIC);
  for (const t of texts) if (await text(deps, sms, t.r, market, t.fresh)) out.texts++;
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
