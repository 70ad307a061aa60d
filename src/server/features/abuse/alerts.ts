import { count, eq } from 'drizzle-orm';
import type { Severity } from '../../../core/abuse/risk-score';
import { abuseEvents, alertNotifications } from '../../db/schema';
import type { Deps } from '../../deps';
import { renderMail } from '../../mail/layout';

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
  const [{ events }] = await deps.db
    .select({ events: count() })
    .from(abuseEvents)
    .where(eq(abuseEvents.ipAddress, a.ipAddress));
  const message =
    `IP ${a.ipAddress} reached risk score ${a.riskScore} (${a.severity}) after ${a.occurrenceCount} flagged ` +
    `${a.occurrenceCount === 1 ? 'request' : 'requests'} in ${events} abuse ${events === 1 ? 'event' : 'events'}. ` +
    `Latest: ${a.description}.`;
  const [row] = await deps.db
    .insert(alertNotifications)
    .values({
      severity: a.severity,
      subject,
      recipientEmail: deps.config.OPERATOR_EMAIL,
      alertType: 'abuse_pattern',
      message,
      createdAt: deps.clock.now(),
    })
    .returning({ id: alertNotifications.id });
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
  await deps.db
    .update(alertNotifications)
    .set({
      sent: result.sent,
      sentAt: result.sent ? deps.clock.now() : null,
      errorMessage: result.sent
        ? null
        : (result.error ?? (deps.mailer.hasTransport ? 'Mail not sent' : NO_SMTP_ERROR)),
    })
    .where(eq(alertNotifications.id, row.id));
  return row.id;
}
