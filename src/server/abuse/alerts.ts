import type { Severity } from '../../core/abuse/risk-score';
import type { Deps } from '../deps';
import { renderMail } from '../mail/layout';
import { takeMailGate } from '../mail/mail-gates';
import type { SendResult } from '../mail/mailer';
import { countEventsOfIp, insertAlert, listPendingAlerts, updateAlert } from './repo';

export type AlertDeps = Pick<Deps, 'db' | 'clock' | 'mailer' | 'config'>;

export interface PatternAlert {
  ipAddress: string;
  patternType: string;
  riskScore: number;
  severity: Severity;
  occurrenceCount: number;
  description: string;
}

export const NO_SMTP_ERROR =
  'SMTP is not configured (SMTP_URL): the alert was written to the mail outbox only';

/** At most one security mail to the operator per this time: the first alert at once, the rest in a digest. */
export const ALERT_DIGEST_EVERY_MS = 15 * 60_000;
const GATE = 'security-alert';
export const WAITING_FOR_DIGEST =
  'Waiting for the next alert digest (at most one alert mail every 15 minutes)';
/** A digest lists this many alerts; the admin screen has them all. */
const DIGEST_LINES = 100;

/**
 * Records an alert notification and mails it to the operator when the alert mail gate is open
 * (nothing went out in the last 15 minutes); otherwise the alert waits for `sendAlertDigest`, so a
 * distributed attack (hundreds of IPs in a minute) sends one mail, not one per IP.
 * `sent`, `sentAt` and `errorMessage` say what really happened, shown on the admin screen.
 */
export async function raisePatternAlert(deps: AlertDeps, a: PatternAlert) {
  const now = deps.clock.now();
  const subject = `[${a.severity.toUpperCase()}] Abuse pattern from ${a.ipAddress}: ${a.patternType}`;
  // The same figures as the admin lists: the pattern's occurrences are the sum of its events' request counts.
  const events = await countEventsOfIp(deps.db, a.ipAddress);
  const message =
    `IP ${a.ipAddress} reached risk score ${a.riskScore} (${a.severity}) after ${a.occurrenceCount} flagged ` +
    `${a.occurrenceCount === 1 ? 'request' : 'requests'} in ${events} abuse ${events === 1 ? 'event' : 'events'}. ` +
    `Latest: ${a.description}.`;
  const mailNow = await takeMailGate(deps.db, GATE, now, ALERT_DIGEST_EVERY_MS);
  const id = await insertAlert(deps.db, {
    severity: a.severity,
    subject,
    recipientEmail: deps.config.OPERATOR_EMAIL,
    alertType: 'abuse_pattern',
    message,
    createdAt: now,
    pendingDigest: !mailNow,
    errorMessage: mailNow ? null : WAITING_FOR_DIGEST,
  });
  if (!mailNow) return id;
  const body = renderMail({
    title: 'Security alert',
    paragraphs: [
      message,
      'Review it and Block or Whitelist the address in the admin area (Security & Abuse).',
      'Further alerts in the next 15 minutes come together in one digest mail.',
    ],
    action: { label: 'Open Security & Abuse', url: `${deps.config.PUBLIC_URL}/admin/abuse` },
  });
  const result = await deps.mailer.send({
    kind: 'security-alert',
    to: deps.config.OPERATOR_EMAIL,
    subject,
    ...body,
  });
  await updateAlert(deps.db, id, outcome(deps, result));
  return id;
}

/**
 * Mails the operator one digest of the alerts held back since the last alert mail, once the gate
 * opens again (15 minutes after it). Run by the scheduler every minute in every process: the gate is
 * taken by one of them. Answers the number of digests sent (0 or 1).
 */
export async function sendAlertDigest(deps: AlertDeps): Promise<number> {
  const pending = await listPendingAlerts(deps.db);
  if (!pending.length) return 0;
  if (!(await takeMailGate(deps.db, GATE, deps.clock.now(), ALERT_DIGEST_EVERY_MS))) return 0;
  const n = pending.length;
  const lines = pending
    .slice(-DIGEST_LINES)
    .map(
      (p) =>
        `${p.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC ${p.subject.replace('Abuse pattern from ', '')}`,
    );
  const body = renderMail({
    title: 'Security alerts',
    paragraphs: [
      `${n} more ${n === 1 ? 'address' : 'addresses'} reached a high or critical abuse pattern since the last alert mail${n > DIGEST_LINES ? ` (the latest ${DIGEST_LINES} below)` : ''}:`,
      lines.join('\n'),
      'Review them and Block or Whitelist the addresses in the admin area (Security & Abuse).',
    ],
    action: { label: 'Open Security & Abuse', url: `${deps.config.PUBLIC_URL}/admin/abuse` },
  });
  const result = await deps.mailer.send({
    kind: 'security-alert-digest',
    to: deps.config.OPERATOR_EMAIL,
    subject: `Security alerts: ${n} more since the last alert mail`,
    ...body,
  });
  await updateAlert(
    deps.db,
    pending.map((p) => p.id),
    { ...outcome(deps, result), pendingDigest: false },
  );
  return 1;
}

function outcome(deps: AlertDeps, result: SendResult) {
  return {
    sent: result.sent,
    sentAt: result.sent ? deps.clock.now() : null,
    errorMessage: result.sent
      ? null
      : (result.error ?? (deps.mailer.hasTransport ? 'Mail not sent' : NO_SMTP_ERROR)),
  };
}
