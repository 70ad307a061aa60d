import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { riskScore, severityOfScore, worseSeverity } from '../../../core/abuse/risk-score';
import type { Severity } from '../../../core/abuse/risk-score';
import { abuseEvents, abusePatterns } from '../../db/schema';
import type { Deps } from '../../deps';
import { raisePatternAlert } from './alerts';

export interface AbuseEventInput {
  eventType: string;
  severity: Severity;
  ipAddress: string;
  email?: string | null;
  endpoint: string;
  timeWindow: string;
  /** How long a repeat of the same event from the same IP is folded into the open event. */
  windowMs: number;
  description: string;
  metadata?: Record<string, unknown>;
}

const ALERT_SEVERITIES: ReadonlySet<Severity> = new Set(['high', 'critical']);
const RANK: Record<Severity, number> = { low: 0, medium: 1, high: 2, critical: 3 };

/**
 * Writes an abuse event (or bumps the open one of the same type from the same IP) and folds it into
 * the IP's pattern with a 0-100 risk score. When the pattern's severity climbs into high or critical
 * (and the IP is neither blocked nor whitelisted), an alert is mailed to the operator — given a mailer.
 */
export function recordAbuseEvent(
  deps: Pick<Deps, 'db' | 'clock'> & Partial<Pick<Deps, 'mailer' | 'config'>>,
  e: AbuseEventInput,
) {
  // Hits from one IP arrive concurrently (fire-and-forget hooks); without this queue two of them
  // could both miss the open event and insert twins instead of counting up.
  const key = e.ipAddress;
  const previous = queues.get(key) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(() => writeAbuseEvent(deps, e));
  const tail = run.catch(() => undefined);
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return run;
}

const queues = new Map<string, Promise<unknown>>();

async function writeAbuseEvent(
  deps: Pick<Deps, 'db' | 'clock'> & Partial<Pick<Deps, 'mailer' | 'config'>>,
  e: AbuseEventInput,
) {
  const { db, clock } = deps;
  const now = clock.now();
  const since = new Date(now.getTime() - e.windowMs);
  const [open] = await db
    .select()
    .from(abuseEvents)
    .where(
      and(
        eq(abuseEvents.ipAddress, e.ipAddress),
        eq(abuseEvents.eventType, e.eventType),
        eq(abuseEvents.resolved, false),
        gt(abuseEvents.createdAt, since),
      ),
    )
    .orderBy(desc(abuseEvents.createdAt))
    .limit(1);

  let eventId: number;
  if (open) {
    await db
      .update(abuseEvents)
      .set({
        requestCount: sql`${abuseEvents.requestCount} + 1`,
        severity: worseSeverity(open.severity as Severity, e.severity),
      })
      .where(eq(abuseEvents.id, open.id));
    eventId = open.id;
  } else {
    const [row] = await db
      .insert(abuseEvents)
      .values({
        severity: e.severity,
        eventType: e.eventType,
        ipAddress: e.ipAddress,
        email: e.email ?? null,
        endpoint: e.endpoint,
        timeWindow: e.timeWindow,
        description: e.description,
        metadata: e.metadata ?? {},
        createdAt: now,
      })
      .returning({ id: abuseEvents.id });
    eventId = row.id;
  }

  const [existing] = await db.select().from(abusePatterns).where(eq(abusePatterns.ipAddress, e.ipAddress));
  const occurrences = (existing?.occurrenceCount ?? 0) + 1;
  const worst = existing ? worseSeverity(severityOfScore(existing.riskScore), e.severity) : e.severity;
  const score = riskScore(worst, occurrences);
  const newScore = Math.max(existing?.riskScore ?? 0, score);
  if (existing) {
    await db
      .update(abusePatterns)
      .set({ occurrenceCount: occurrences, riskScore: newScore, lastDetected: now, patternType: e.eventType })
      .where(eq(abusePatterns.id, existing.id));
  } else {
    await db
      .insert(abusePatterns)
      .values({
        ipAddress: e.ipAddress,
        patternType: e.eventType,
        riskScore: score,
        occurrenceCount: 1,
        firstDetected: now,
        lastDetected: now,
      })
      .onConflictDoNothing();
  }
  const before = existing ? severityOfScore(existing.riskScore) : null;
  const after = severityOfScore(newScore);
  const climbed = ALERT_SEVERITIES.has(after) && (before === null || RANK[after] > RANK[before]);
  if (climbed && deps.mailer && deps.config && !existing?.blocked && !existing?.isWhitelisted) {
    await raisePatternAlert(
      { db, clock, mailer: deps.mailer, config: deps.config },
      {
        ipAddress: e.ipAddress,
        patternType: e.eventType,
        riskScore: newScore,
        severity: after,
        occurrenceCount: occurrences,
        description: e.description,
      },
    );
  }
  return { eventId, riskScore: score };
}
