import { riskScore, severityOfScore, worseSeverity } from '../../core/abuse/risk-score';
import type { Severity } from '../../core/abuse/risk-score';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import type { Deps } from '../deps';
import type { AbuseEventInput } from './abuse-event';
import { raisePatternAlert } from './alerts';
import { closeStaleEvent, lockPatternOfIp, updatePattern, upsertOpenEvent } from './repo';

const ALERT_SEVERITIES: ReadonlySet<Severity> = new Set(['high', 'critical']);
const RANK: Record<Severity, number> = { low: 0, medium: 1, high: 2, critical: 3 };

/**
 * Writes an abuse event (or bumps the open one of the same type from the same IP) and folds it into
 * the IP's pattern with a 0-100 risk score, in one transaction. Concurrency is settled in SQL, so hits
 * arriving together in one or several processes count into one event: the event is an upsert on the
 * open (IP, type) row, the pattern row is locked while its score is recomputed. When the pattern's
 * severity climbs into high or critical (and the IP is neither blocked nor whitelisted), an alert is
 * mailed to the operator after the commit — given a mailer.
 */
export async function recordAbuseEvent(
  deps: Pick<Deps, 'db' | 'clock'> & Partial<Pick<Deps, 'mailer' | 'config'>>,
  e: AbuseEventInput,
  /** Hits counted together (coalesced-recorder.ts): each counts as one request and one occurrence. */
  hits = 1,
) {
  const { db, clock } = deps;
  const now = clock.now();
  const written = await inTransaction(db, async (tx) => {
    const eventId = await upsertEvent(tx, e, now, hits);
    return { eventId, ...(await foldIntoPattern(tx, e, now, hits)) };
  });
  const { existing, occurrences, newScore } = written;
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
  return { eventId: written.eventId, riskScore: written.score };
}

/** The open event's id after counting these hits into it, or a new open event's id. */
async function upsertEvent(tx: Db, e: AbuseEventInput, now: Date, hits: number): Promise<number> {
  const windowStart = new Date(now.getTime() - e.windowMs);
  const values = {
    severity: e.severity,
    eventType: e.eventType,
    ipAddress: e.ipAddress,
    email: e.email ?? null,
    endpoint: e.endpoint,
    timeWindow: e.timeWindow,
    description: e.description,
    metadata: e.metadata ?? {},
    requestCount: hits,
    createdAt: now,
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    const id = await upsertOpenEvent(tx, values, windowStart);
    if (id !== undefined) return id;
    await closeStaleEvent(tx, e.ipAddress, e.eventType, windowStart);
  }
  throw new Error(`abuse event for ${e.ipAddress} could not be written`);
}

/** Adds the hits to the IP's pattern; the row is locked so concurrent hits never lose a count. */
async function foldIntoPattern(tx: Db, e: AbuseEventInput, now: Date, hits: number) {
  const row = await lockPatternOfIp(tx, e.ipAddress, e.eventType, now);
  const existing = row.occurrenceCount > 0 ? row : null;
  const occurrences = row.occurrenceCount + hits;
  const worst = existing ? worseSeverity(severityOfScore(existing.riskScore), e.severity) : e.severity;
  const score = riskScore(worst, occurrences);
  const newScore = Math.max(row.riskScore, score);
  await updatePattern(tx, row.id, {
    occurrenceCount: occurrences,
    riskScore: newScore,
    lastDetected: now,
    patternType: e.eventType,
  });
  return { existing, occurrences, score, newScore };
}
