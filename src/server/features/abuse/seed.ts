import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { abuseEvents, abusePatterns, alertNotifications } from '../../db/schema';
import { insertSeedRows, isTableEmpty } from '../../db/seed-rows';
import type { Deps } from '../../deps';

const HOUR = 60 * 60_000;

/**
 * A few demo events, patterns and alerts from documentation-range IPs, so the screen is not empty. Their
 * figures agree: a pattern's occurrences are the sum of its events' request counts, as the alert says.
 */
export async function seed(deps: Deps): Promise<void> {
  const { db } = deps;
  if (!(await isTableEmpty(db, abusePatterns))) return;
  const now = deps.clock.now().getTime();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
  await insertSeedRows(db, abuseEvents, demoEvents(at));
  await insertSeedRows(db, abusePatterns, demoPatterns(at));
  await insertSeedRows(db, alertNotifications, demoAlerts(at, deps.config.OPERATOR_EMAIL));
}

type HoursAgo = (hoursAgo: number) => Date;

function demoEvents(at: HoursAgo): PgInsertValue<typeof abuseEvents>[] {
  return [
    {
      severity: 'high',
      eventType: 'signin_burst',
      ipAddress: '203.0.113.45',
      email: 'victim@example.com',
      endpoint: '/api/auth/login',
      requestCount: 14,
      timeWindow: '15 min',
      description: 'Too many failed sign-ins from one IP',
      createdAt: at(2),
      metadata: { limit: 5, demo: true },
    },
    {
      severity: 'medium',
      eventType: 'path_scanning',
      ipAddress: '198.51.100.23',
      endpoint: '/wp-login.php',
      requestCount: 37,
      timeWindow: '5 min',
      description: 'More than 20 requests for missing paths from one IP',
      createdAt: at(5),
      metadata: { demo: true },
    },
    {
      severity: 'low',
      eventType: 'newsletter_flood',
      ipAddress: '192.0.2.77',
      endpoint: '/api/newsletter/subscribe',
      requestCount: 4,
      timeWindow: '60 min',
      description: 'Too many newsletter sign-ups from one IP',
      createdAt: at(26),
      resolved: true,
      resolvedBy: 'admin',
      resolvedAt: at(20),
      metadata: { demo: true },
    },
  ];
}

function demoPatterns(at: HoursAgo): PgInsertValue<typeof abusePatterns>[] {
  return [
    {
      ipAddress: '203.0.113.45',
      patternType: 'signin_burst',
      riskScore: 85,
      occurrenceCount: 14,
      firstDetected: at(3),
      lastDetected: at(2),
    },
    {
      ipAddress: '198.51.100.23',
      patternType: 'path_scanning',
      riskScore: 65,
      occurrenceCount: 37,
      firstDetected: at(6),
      lastDetected: at(5),
    },
    {
      ipAddress: '192.0.2.77',
      patternType: 'newsletter_flood',
      riskScore: 20,
      occurrenceCount: 4,
      firstDetected: at(26),
      lastDetected: at(26),
    },
  ];
}

function demoAlerts(at: HoursAgo, recipientEmail: string): PgInsertValue<typeof alertNotifications>[] {
  return [
    {
      severity: 'critical',
      subject: '[CRITICAL] Abuse pattern from 203.0.113.45: signin_burst',
      recipientEmail,
      alertType: 'abuse_pattern',
      sent: false,
      errorMessage: 'Demo alert: never mailed',
      createdAt: at(2),
      message:
        'IP 203.0.113.45 reached risk score 85 (critical) after 14 flagged requests in 1 abuse event. Latest: Too many failed sign-ins from one IP.',
    },
  ];
}
