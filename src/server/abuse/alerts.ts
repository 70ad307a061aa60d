import type { Severity } from '../../core/abuse/risk-score';
import type { Deps } from '../deps';
import { renderMail } from '../mail/layout';
import { countEventsOfIp, insertAlert, updateAlert } from './repo';

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

/**
 * Records an alert notification and mails it to the operator; `sent`, `sentAt` and
 * `errorMessage` say what really happened, so a failure is visible on the admin screen.
 */
export async function raisePatternAlert(deps: AlertDeps, a: PatternAlert) {
  const subject = `[${a.severity.toUpperCase()}] Abuse pattern from ${a.ipAddress}: ${a.patternType}`;
  // The same figures as the admin lists: the pattern's occurrences are the sum of its events' request counts.
  const events = await countEventsOfIp(deps.db, a.ipAddress);
  const message =
    `IP ${a.ipAddress} reached risk score ${a.riskScore} (${a.severity}) after ${a.occurrenceCount} flagged ` +
    `${a.occurrenceCount === 1 ? 'request' : 'requests'} in ${events} abuse ${events === 1 ? 'event' : 'events'}. ` +
    `Latest: ${a.description}.`;
  const id = await insertAlert(deps.db, {
    severity: a.severity,
    subject,
    recipientEmail: deps.config.OPERATOR_EMAIL,
    alertType: 'abuse_pattern',
    message,
    createdAt: deps.clock.now(),
  });
  const body = renderMail({
    title: 'Security alert',
    paragraphs: [
      message,
      'Review it and Block or Whitelist the address in the admin area (Security & Abuse).',
    ],
    action: { label: 'Open Security & Abuse', url: `${deps.config.PUBLIC_URL}/admin/abuse` },
  });
  const result = await deps.mailer.send({
    kind: 'security-alert',
    to: deps.config.OPERATOR_EMAIL,
    subject,
    ...body,
  });
  await updateAlert(deps.db, id, {
    sent: result.sent,
    sentAt: result.sent ? deps.clock.now() : null,
    errorMessage: result.sent
      ? null
      : (result.error ?? (deps.mailer.hasTransport ? 'Mail not sent' : NO_SMTP_ERROR)),
  });
  return id;
}
