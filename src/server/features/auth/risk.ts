import type { RiskLevel } from '../../../core/schemas/auth';
import type { Deps } from '../../deps';
import { hashToken } from '../../lib/tokens';
import { findPatternByIp } from '../../abuse/repo';
import {
  countFailuresForEmail,
  insertLoginAttempt,
  isKnownDevice,
  signedInFromIpSince,
  upsertKnownDevice,
} from './attempts-repo';

const DAY = 24 * 60 * 60_000;

export interface RiskInput {
  userId: number;
  email: string;
  ipAddress: string;
  /** The long-lived device cookie, when the browser sent one. */
  deviceToken: string | undefined;
}

export interface RiskAssessment {
  level: RiskLevel;
  score: number;
  reasons: string[];
}

/** Points to level: a new device alone is medium (code needed); a new IP on a known device stays low. */
export function levelOfScore(score: number): RiskLevel {
  if (score >= 6) return 'critical';
  if (score >= 4) return 'high';
  if (score >= 2) return 'medium';
  return 'low';
}

/** Rates a sign-in whose password was right, with the reasons the code screen lists. */
export async function assessSignInRisk(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: RiskInput,
): Promise<RiskAssessment> {
  const { db } = deps;
  const now = deps.clock.now();
  const reasons: string[] = [];
  let score = 0;

  const knownDevice = input.deviceToken
    ? await isKnownDevice(db, input.userId, hashToken(input.deviceToken))
    : false;
  if (!knownDevice) {
    score += 2;
    reasons.push('Sign-in from a new device or browser');
  }

  const seenIp = await signedInFromIpSince(
    db,
    input.userId,
    input.ipAddress,
    new Date(now.getTime() - 90 * DAY),
  );
  if (!seenIp) {
    score += 1;
    reasons.push(`Sign-in from a new IP address (${input.ipAddress})`);
  }

  const failures = await countFailuresForEmail(db, input.email, new Date(now.getTime() - DAY));
  if (failures >= 3) {
    score += failures >= 10 ? 4 : 2;
    reasons.push(`${failures} failed sign-in attempts in the last 24 hours`);
  }

  const pattern = await findPatternByIp(db, input.ipAddress);
  if (pattern && !pattern.isWhitelisted && pattern.riskScore >= 40) {
    score += pattern.riskScore >= 70 ? 6 : 3;
    reasons.push(`IP address flagged for suspicious activity (risk score ${pattern.riskScore})`);
  }

  return { level: levelOfScore(score), score, reasons };
}

/** After a completed sign-in: this browser is known from now on. */
export async function rememberDevice(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: number,
  deviceToken: string,
  userAgent: string | undefined,
) {
  const now = deps.clock.now();
  await upsertKnownDevice(deps.db, {
    userId,
    deviceHash: hashToken(deviceToken),
    userAgent: userAgent?.slice(0, 300) ?? null,
    firstSeenAt: now,
    lastSeenAt: now,
  });
}

/**
 * Every failed password and every completed sign-in: a row for the risk rules and the budget, and
 * a log line with the account id and IP (never the email, password or code).
 */
export async function recordLoginAttempt(
  deps: Pick<Deps, 'db' | 'clock' | 'log'>,
  a: { userId: number | null; email: string; ipAddress: string; success: boolean; riskLevel?: RiskLevel },
) {
  await insertLoginAttempt(deps.db, { ...a, riskLevel: a.riskLevel ?? null, createdAt: deps.clock.now() });
  deps.log.info(
    { signIn: a.success ? 'succeeded' : 'failed', userId: a.userId, ip: a.ipAddress },
    a.success ? 'member sign-in succeeded' : 'member sign-in failed',
  );
}
