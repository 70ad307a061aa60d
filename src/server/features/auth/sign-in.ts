import { randomInt } from 'node:crypto';
import { AppError } from '../../../core/errors';
import type { LoginResult, RiskLevel } from '../../../core/schemas/auth';
import type { Deps } from '../../deps';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { recordAbuseEvent } from '../../abuse/record-abuse-event';
import { issueAccountToken } from './account-tokens';
import { countFailuresFromIp } from './attempts-repo';
import {
  closeChallenge,
  closeOpenChallenges,
  countChallengeTry,
  deleteChallengesExpiredBefore,
  insertChallenge,
  latestOpenChallenge,
} from './challenges-repo';
import { sendConfirmationMail, sendSignInCodeMail } from './mails';
import { assessSignInRisk, recordLoginAttempt } from './risk';
import { findUserByEmail, updateUser } from '../../lib/users-repo';
import type { UserRow } from '../../lib/users-repo';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const INVALID_CODE = 'Invalid verification code';
export const CODE_EXPIRED = 'Your verification code has expired. Please sign in again.';
export const CODE_EXHAUSTED = 'Too many incorrect codes. Please sign in again.';
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_TRIES = 5;
const FAILURE_BURST = { count: 5, windowMs: 15 * 60_000 };

type SignInDeps = Pick<Deps, 'db' | 'clock' | 'mailer' | 'config' | 'log'>;

export interface SignInRequest {
  email: string;
  password: string;
  mfaCode?: string;
  ipAddress: string;
  deviceToken: string | undefined;
  /** Past the account's failure budget (decision 0048): the right password must also pass the code step. */
  forceCode?: boolean;
}

export const MANY_FAILURES_REASON = 'Many failed sign-ins for this account recently';

/** What the route does next: open a session, or answer that a code was mailed. */
export type SignInOutcome =
  { kind: 'session'; user: UserRow; riskLevel: RiskLevel } | { kind: 'code-required'; result: LoginResult };

// Unknown addresses still cost one argon2 verification, so timing does not tell which emails exist.
let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= hashPassword('not-a-real-password-0!'));

async function checkCredentials(deps: SignInDeps, req: SignInRequest): Promise<UserRow> {
  const email = req.email.trim().toLowerCase();
  const user = await findUserByEmail(deps.db, email);
  const ok = user
    ? await verifyPassword(user.passwordHash, req.password)
    : (await verifyPassword(await dummy(), req.password), false);
  if (!user || !ok) {
    await recordLoginAttempt(deps, {
      userId: user?.id ?? null,
      email,
      ipAddress: req.ipAddress,
      success: false,
    });
    await detectFailureBurst(deps, req.ipAddress, email);
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  }
  if (user.status === 'pending') {
    // The right password proves enough to earn a fresh link (rate limits cap how often).
    await sendConfirmationMail(deps, user, await issueAccountToken(deps, user.id, 'confirm_email'));
    throw new AppError(
      'FORBIDDEN',
      'Please confirm your email address first. We have sent you a new confirmation link.',
    );
  }
  if (user.status === 'inactive' || user.status === 'spam') {
    throw new AppError('FORBIDDEN', 'This account is not active. Please contact support.');
  }
  return user;
}

/** Detector (DESIGN §3): a burst of failed sign-ins from one IP becomes an abuse event. */
async function detectFailureBurst(deps: SignInDeps, ipAddress: string, email: string) {
  const since = new Date(deps.clock.now().getTime() - FAILURE_BURST.windowMs);
  const n = await countFailuresFromIp(deps.db, ipAddress, since);
  if (n < FAILURE_BURST.count) return;
  await recordAbuseEvent(deps, {
    eventType: 'failed_signin_burst',
    severity: n >= FAILURE_BURST.count * 4 ? 'high' : 'medium',
    ipAddress,
    email,
    endpoint: '/api/login',
    timeWindow: '15 min',
    windowMs: FAILURE_BURST.windowMs,
    description: `${n} failed sign-ins from one IP within 15 minutes`,
  });
}

async function startChallenge(
  deps: SignInDeps,
  user: UserRow,
  ipAddress: string,
  level: RiskLevel,
  reasons: string[],
) {
  const now = deps.clock.now();
  // A new sign-in replaces any code still open for this account.
  await closeOpenChallenges(deps.db, user.id, now);
  await deleteChallengesExpiredBefore(deps.db, new Date(now.getTime() - 24 * 60 * 60_000));
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await insertChallenge(deps.db, {
    userId: user.id,
    codeHash: await hashPassword(code),
    riskLevel: level,
    ipAddress,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  await sendSignInCodeMail(deps, user, code, { riskLevel: level, reasons, ipAddress });
}

/** Checks the mailed code: a try is counted before the check, so parallel guesses cannot exceed 5. */
async function checkCode(
  deps: SignInDeps,
  user: UserRow,
  code: string,
  ipAddress: string,
): Promise<RiskLevel> {
  const now = deps.clock.now();
  const open = await latestOpenChallenge(deps.db, user.id);
  if (!open) throw new AppError('UNAUTHORIZED', CODE_EXPIRED);
  if (open.expiresAt.getTime() <= now.getTime()) {
    await closeChallenge(deps.db, open.id, now);
    throw new AppError('UNAUTHORIZED', CODE_EXPIRED);
  }
  const tries = await countChallengeTry(deps.db, open.id, MAX_CODE_TRIES);
  if (tries === undefined) throw new AppError('UNAUTHORIZED', CODE_EXHAUSTED);
  if (await verifyPassword(open.codeHash, code)) {
    await closeChallenge(deps.db, open.id, now);
    return open.riskLevel as RiskLevel;
  }
  if (tries >= MAX_CODE_TRIES) {
    await closeChallenge(deps.db, open.id, now);
    await recordAbuseEvent(deps, {
      eventType: 'code_exhausted',
      severity: 'high',
      ipAddress,
      email: user.email,
      endpoint: '/api/login',
      timeWindow: '10 min',
      windowMs: CODE_TTL_MS,
      description: `${MAX_CODE_TRIES} wrong sign-in codes for one account`,
    });
    throw new AppError('UNAUTHORIZED', CODE_EXHAUSTED);
  }
  throw new AppError('UNAUTHORIZED', INVALID_CODE);
}

/** POST /api/login as a use case: credentials, then the code step when the sign-in looks risky. */
export async function signIn(deps: SignInDeps, req: SignInRequest): Promise<SignInOutcome> {
  const user = await checkCredentials(deps, req);
  const email = user.email.toLowerCase();

  if (req.mfaCode) {
    const riskLevel = await checkCode(deps, user, req.mfaCode, req.ipAddress);
    await recordLoginAttempt(deps, {
      userId: user.id,
      email,
      ipAddress: req.ipAddress,
      success: true,
      riskLevel,
    });
    return { kind: 'session', user, riskLevel };
  }

  const assessed = await assessSignInRisk(deps, {
    userId: user.id,
    email,
    ipAddress: req.ipAddress,
    deviceToken: req.deviceToken,
  });
  // Past the failure budget the gate let this browser through (known, or check solved): still the code step.
  const risk = req.forceCode
    ? { level: 'high' as RiskLevel, reasons: [...assessed.reasons, MANY_FAILURES_REASON] }
    : assessed;
  if (risk.level === 'low') {
    await recordLoginAttempt(deps, {
      userId: user.id,
      email,
      ipAddress: req.ipAddress,
      success: true,
      riskLevel: 'low',
    });
    return { kind: 'session', user, riskLevel: 'low' };
  }
  await startChallenge(deps, user, req.ipAddress, risk.level, risk.reasons);
  return {
    kind: 'code-required',
    result: { mfaRequired: true, riskLevel: risk.level, reasons: risk.reasons },
  };
}

export async function markSignedIn(deps: Pick<Deps, 'db' | 'clock'>, userId: number) {
  await updateUser(deps.db, userId, { lastLoginAt: deps.clock.now() });
}
