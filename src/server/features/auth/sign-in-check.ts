import { createHash } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import { authApi } from '../../../core/api/auth';
import type { SignInCheck, signInProofSchema } from '../../../core/schemas/auth';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { hashToken } from '../../lib/tokens';
import { serve } from '../../lib/serve-endpoint';
import { AppError } from '../../../core/errors';
import { limitRoute } from '../../plugins/rate-limit';
import { recordAbuseEvent } from '../../abuse/record-abuse-event';
import { countFailuresForEmail, isKnownDevice } from './attempts-repo';
import { insertCaptchaUse } from './captcha-repo';
import { AUTH_LIMITS } from './limits';
import { findUserByEmail } from '../../lib/users-repo';

/**
 * The per-account failure budget (decision 0048): this many failed passwords for one address in
 * the window, from any IPs, and every further try from a browser the account does not know must
 * first solve a proof-of-work challenge bound to that address. Nothing locks the owner out.
 */
export const SIGN_IN_BUDGET = { failures: 10, windowMs: 24 * 60 * 60_000 };
/** Counter range of the challenge at the budget (~1 s in a browser); doubles every 10 further failures. */
export const CHECK_WORK = { base: 50_000, max: 800_000, doubleEvery: 10 };
const CHECK_TTL_MS = 10 * 60_000;
/** After a solved check and the right password, the code step of that browser needs no second check. */
export const PASS_COOKIE = 'spass';
const PASS_TTL_MS = 10 * 60_000;

export const CHECK_REQUIRED =
  'Too many failed sign-ins for this account. Your browser must complete a short check before the password is tried.';

/** The check's 429: the same answer for a right and a wrong password, so it tells nothing. */
export class SignInCheckRequired extends AppError {
  /** Read by the errors plugin for `Retry-After`: the check can be solved at once. */
  readonly retryAfterSeconds = 1;
  constructor() {
    super('RATE_LIMITED', CHECK_REQUIRED, [{ path: 'proof', message: CHECK_REQUIRED }]);
  }
}

type CheckDeps = Pick<Deps, 'db' | 'clock' | 'signer'>;
type Proof = z.infer<typeof signInProofSchema>;

const normal = (email: string) => email.trim().toLowerCase();
const accountTag = (email: string) => createHash('sha256').update(normal(email)).digest('hex');

/** HMAC keys of the challenges, derived from the signing secret (HMAC of a fixed label). */
function keys(deps: Pick<Deps, 'signer'>) {
  const derive = (label: string) => deps.signer.sign({ label }, 0, new Date(0)).split('.')[1];
  return { hmacSignatureSecret: derive('altcha-challenge'), hmacKeySignatureSecret: derive('altcha-key') };
}

async function recentFailures(deps: CheckDeps, email: string): Promise<number> {
  const since = new Date(deps.clock.now().getTime() - SIGN_IN_BUDGET.windowMs);
  return countFailuresForEmail(deps.db, normal(email), since);
}

/** The work asked at this many failures: more failures past the budget, more work. */
export function checkWork(failures: number): number {
  const past = Math.max(0, failures - SIGN_IN_BUDGET.failures);
  return Math.min(CHECK_WORK.max, CHECK_WORK.base * 2 ** Math.floor(past / CHECK_WORK.doubleEvery));
}

/** A challenge for one address; its expiry and the address travel signed in `data`. */
export async function issueSignInCheck(deps: CheckDeps, email: string): Promise<SignInCheck> {
  const work = checkWork(await recentFailures(deps, email));
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(Math.floor(work / 2), work),
    deriveKey,
    data: { account: accountTag(email), exp: deps.clock.now().getTime() + CHECK_TTL_MS },
    ...keys(deps),
  });
  return challenge as SignInCheck;
}

/** A genuine, unexpired solution for this address, spent once (the captcha table settles races). */
async function acceptProof(deps: CheckDeps, email: string, proof: Proof | undefined): Promise<boolean> {
  if (!proof) return false;
  const { data } = proof.challenge.parameters;
  const now = deps.clock.now();
  if (data.account !== accountTag(email) || data.exp < now.getTime()) return false;
  // A crafted proof that the library cannot even read is a wrong proof, not a 500.
  const result = await verifySolution({
    challenge: proof.challenge,
    solution: proof.solution,
    deriveKey,
    ...keys(deps),
  }).catch(() => null);
  if (!result?.verified) return false;
  return insertCaptchaUse(deps.db, `pow:${proof.challenge.parameters.nonce}`, now, new Date(data.exp));
}

export function signInPass(deps: CheckDeps, email: string, device: string): string {
  return deps.signer.sign(
    { kind: 'signin-pass', account: accountTag(email), device: hashToken(device) },
    PASS_TTL_MS,
    deps.clock.now(),
  );
}

function holdsPass(deps: CheckDeps, email: string, device: string, pass: string | undefined): boolean {
  const data = pass
    ? deps.signer.verify<{ kind: string; account: string; device: string }>(pass, deps.clock.now())
    : null;
  return (
    data?.kind === 'signin-pass' && data.account === accountTag(email) && data.device === hashToken(device)
  );
}

export interface GateRequest {
  email: string;
  ipAddress: string;
  device: string;
  proof: Proof | undefined;
  pass: string | undefined;
}

/**
 * Runs before the password is looked at. Within the budget: `open`. Past it: a browser the account
 * knows, one holding the pass of a solved check, or a valid proof go on (the right password then
 * still needs the mailed code); anything else is refused with `SignInCheckRequired`, which does not
 * depend on the password, and no code is mailed.
 */
export async function signInGate(
  deps: Pick<Deps, 'db' | 'clock' | 'signer' | 'mailer' | 'config' | 'log'>,
  req: GateRequest,
): Promise<'open' | 'known-device' | 'pass' | 'proof'> {
  if ((await recentFailures(deps, req.email)) < SIGN_IN_BUDGET.failures) return 'open';
  const user = await findUserByEmail(deps.db, normal(req.email));
  if (user && (await isKnownDevice(deps.db, user.id, hashToken(req.device)))) return 'known-device';
  if (holdsPass(deps, req.email, req.device, req.pass)) return 'pass';
  if (await acceptProof(deps, req.email, req.proof)) return 'proof';
  deps.log.info(
    { signIn: 'check-required', userId: user?.id ?? null, ip: req.ipAddress },
    'sign-in refused: check required',
  );
  await recordAbuseEvent(deps, {
    eventType: 'signin_email_burst',
    // Medium: a spraying botnet's every IP would otherwise raise its own alert mail.
    severity: 'medium',
    ipAddress: req.ipAddress,
    email: normal(req.email),
    endpoint: '/api/login',
    timeWindow: '24 h',
    windowMs: SIGN_IN_BUDGET.windowMs,
    description: 'Sign-in past the failure budget of one account without the check',
    metadata: { budget: SIGN_IN_BUDGET.failures },
  });
  throw new SignInCheckRequired();
}

export default async function signInCheckRoutes(app: FastifyInstance) {
  serve(
    app,
    authApi.signInCheck,
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return issueSignInCheck(app.deps, req.body.email);
    },
    { config: limitRoute(app, AUTH_LIMITS.signInCheck) },
  );
}
