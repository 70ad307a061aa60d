import { and, eq, gt, sql } from 'drizzle-orm';
import type { RiskLevel } from '../../../core/schemas/auth';
import { abusePatterns, knownDevices, loginAttempts } from '../../db/schema';
import type { Deps } from '../../deps';
import { hashToken } from '../../lib/tokens';

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

  const device = input.deviceToken
    ? (
        await db
          .select({ id: knownDevices.id })
          .from(knownDevices)
          .where(
            and(
              eq(knownDevices.userId, input.userId),
              eq(knownDevices.deviceHash, hashToken(input.deviceToken)),
            ),
          )
          .limit(1)
      )[0]
    : undefined;
  if (!device) {
    score += 2;
    reasons.push('Sign-in from a new device or browser');
  }

  const [seenIp] = await db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.userId, input.userId),
        eq(loginAttempts.ipAddress, input.ipAddress),
        eq(loginAttempts.success, true),
        gt(loginAttempts.createdAt, new Date(now.getTime() - 90 * DAY)),
      ),
    )
    .limit(1);
  if (!seenIp) {
    score += 1;
    reasons.push(`Sign-in from a new IP address (${input.ipAddress})`);
  }

  const [{ failures }] = await db
    .select({ failures: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, input.email),
        eq(loginAttempts.success, false),
        gt(loginAttempts.createdAt, new Date(now.getTime() - DAY)),
      ),
    );
  if (failures >= 3) {
    score += failures >= 10 ? 4 : 2;
    reasons.push(`${failures} failed sign-in attempts in the last 24 hours`);
  }

  const [pattern] = await db
    .select({ riskScore: abusePatterns.riskScore, isWhitelisted: abusePatterns.isWhitelisted })
    .from(abusePatterns)
    .where(eq(abusePatterns.ipAddress, input.ipAddress))
    .limit(1);
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
  await deps.db
    .insert(knownDevices)
    .values({
      userId,
      deviceHash: hashToken(deviceToken),
      userAgent: userAgent?.slice(0, 300) ?? null,
      firstSeenAt: now,
      lastSeenAt: now,
    })
    .onConflictDoUpdate({ target: [knownDevices.userId, knownDevices.deviceHash], set: { lastSeenAt: now } });
}

export async function recordLoginAttempt(
  deps: Pick<Deps, 'db' | 'clock'>,
  a: { userId: number | null; email: string; ipAddress: string; success: boolean; riskLevel?: RiskLevel },
) {
  await deps.db
    .insert(loginAttempts)
    .values({ ...a, riskLevel: a.riskLevel ?? null, createdAt: deps.clock.now() });
}
