import { alertsApi } from '../../../core/api/alerts';
import { renderMail } from '../../mail/layout';
import type { OutgoingMail } from '../../mail/mailer';
import { oneClickUrl } from '../../mail/one-click';
import type { Deps } from '../../deps';
import type { Market } from '../../../core/schemas/markets';
import { MARKET_LABEL, MARKET_PAGE } from './changes';
import type { PositionChange } from './changes';

type MailDeps = Pick<Deps, 'mailer' | 'signer' | 'clock' | 'config'>;
/** What a mail's links need (signed unsubscribe tokens, the public URL). */
type LinkDeps = Pick<Deps, 'signer' | 'clock' | 'config'>;

/** Unsubscribe links must keep working in old mails. */
export const ALERT_UNSUBSCRIBE_TTL_MS = 10 * 365 * 86_400_000;
export const ALERT_UNSUBSCRIBE_PURPOSE = 'alert-unsub';

const unsubscribeToken = (deps: LinkDeps, userId: number) =>
  deps.signer.sign({ p: ALERT_UNSUBSCRIBE_PURPOSE, u: userId }, ALERT_UNSUBSCRIBE_TTL_MS, deps.clock.now());

/** The link in the mail's text: a page whose button confirms (a GET changes nothing). */
export function alertUnsubscribeUrl(deps: LinkDeps, userId: number): string {
  return oneClickUrl(deps.config.PUBLIC_URL, alertsApi.unsubscribePage.path, unsubscribeToken(deps, userId));
}

/** The List-Unsubscribe header's target: a POST turns alerts off at once (RFC 8058). */
const oneClick = (deps: LinkDeps, userId: number) =>
  oneClickUrl(deps.config.PUBLIC_URL, alertsApi.oneClick.path, unsubscribeToken(deps, userId));

/** Prices with thousands separators (BTC 97,250.5), every decimal the tick size left. */
const fmt = (x: number) => x.toLocaleString('en-US', { maximumFractionDigits: 10 });

/** Said in every alert and summary of a market whose prices are (partly) synthetic. */
export const DEMO_PRICES_LINE = 'Prices are demo data, not real market prices.';
const demoLines = (demo: boolean) => (demo ? [DEMO_PRICES_LINE] : []);

/** One line per change: symbol, name, action, price, stop, date. */
export function changeLine(c: PositionChange): string {
  return `${c.symbol} (${c.name}): ${c.action} at ${fmt(c.price)}${c.stop === null ? '' : `, stop ${fmt(c.stop)}`}, ${c.date}`;
}

function footer(deps: LinkDeps, userId: number): string {
  return (
    `You receive this because signal alerts are on in your settings (${deps.config.PUBLIC_URL}/settings). ` +
    `Stop all alerts with one click: ${alertUnsubscribeUrl(deps, userId)}`
  );
}

/** The instant alert: one mail per refresh listing every change the subscriber has not been sent yet. */
export function sendInstantAlert(
  deps: MailDeps,
  to: { id: number; email: string },
  market: Market,
  changes: PositionChange[],
  demo: boolean,
) {
  return deps.mailer.send(instantAlertMail(deps, to, market, changes, demo));
}

/** The instant alert as a mail, not yet sent (the fan-out writes many at once: alerts/fanout.ts). */
export function instantAlertMail(
  deps: LinkDeps,
  to: { id: number; email: string },
  market: Market,
  changes: PositionChange[],
  demo: boolean,
): OutgoingMail {
  const label = MARKET_LABEL[market];
  const page = `${deps.config.PUBLIC_URL}${MARKET_PAGE[market]}`;
  const n = changes.length;
  const { text, html } = renderMail({
    title: `${label} signals: ${n === 1 ? '1 position change' : `${n} position changes`}`,
    paragraphs: [
      `The model account changed ${n === 1 ? 'a position' : 'positions'} at the close. Fills are at the closing price; the stop is the exit level that now protects the position.`,
      ...changes.map(changeLine),
      ...demoLines(demo),
      `See the whole portfolio: ${page}`,
    ],
    action: { label: `Open the ${label.toLowerCase()} page`, url: page },
    footer: footer(deps, to.id),
  });
  const subject =
    `TrendLab ${label.toLowerCase()}: ${changes.map((c) => `${c.symbol} ${c.action.toLowerCase()}`).join(', ')}`.slice(
      0,
      160,
    );
  return {
    kind: 'signal-alert',
    to: to.email,
    subject,
    text,
    html,
    unsubscribe: oneClick(deps, to.id),
  };
}

/**
 * The published record's signed checkpoint of the day (decision 0050): a subscriber who
 * keeps it can later prove the record was not rewritten, since every later tree must extend it.
 */
export function ledgerLines(deps: LinkDeps, market: Market, checkpoint: string): string[] {
  return [
    `Signed checkpoint of the ${market} signal ledger after this session. Keep it: a witness ` +
      `(npm run ledger-witness) or ${deps.config.PUBLIC_URL}/api/ledger/verify?market=${market}&checkpoint=... ` +
      `proves every later record extends it (how: docs/verify-the-record.md).`,
    checkpoint.trimEnd(),
  ];
}

/** The daily summary after the market's end-of-day update, sent even when nothing changed. */
export function sendDailySummary(
  deps: MailDeps,
  to: { id: number; email: string },
  market: Market,
  session: string,
  changes: PositionChange[],
  counts: { long: number; short: number; flat: number },
  demo: boolean,
  checkpoint: string | null,
) {
  return deps.mailer.send(dailySummaryMail(deps, to, market, session, changes, counts, demo, checkpoint));
}

/** The daily summary as a mail, not yet sent (alerts/fanout.ts). */
export function dailySummaryMail(
  deps: LinkDeps,
  to: { id: number; email: string },
  market: Market,
  session: string,
  changes: PositionChange[],
  counts: { long: number; short: number; flat: number },
  demo: boolean,
  checkpoint: string | null,
): OutgoingMail {
  const label = MARKET_LABEL[market];
  const page = `${deps.config.PUBLIC_URL}${MARKET_PAGE[market]}`;
  const { text, html } = renderMail({
    title: `${label} daily summary for ${session}`,
    paragraphs: [
      changes.length
        ? `Position changes at the close of ${session}:`
        : `No position changed at the close of ${session}.`,
      ...changes.map(changeLine),
      `Portfolio after the close: ${counts.long} long, ${counts.short} short, ${counts.flat} flat.`,
      ...demoLines(demo),
      ...(checkpoint ? ledgerLines(deps, market, checkpoint) : []),
    ],
    action: { label: `Open the ${label.toLowerCase()} page`, url: page },
    footer: footer(deps, to.id),
  });
  return {
    kind: 'signal-alert-daily',
    to: to.email,
    subject: `TrendLab ${label.toLowerCase()} daily summary, ${session}`,
    text,
    html,
    unsubscribe: oneClick(deps, to.id),
  };
}

/** The text message twin of an instant alert (short: providers charge per segment). */
export function smsText(market: Market, changes: PositionChange[]): string {
  return `TrendLab ${MARKET_LABEL[market].toLowerCase()}: ${changes.map((c) => `${c.symbol} ${c.action} ${fmt(c.price)}${c.stop === null ? '' : ` stop ${fmt(c.stop)}`}`).join('; ')}`;
}
