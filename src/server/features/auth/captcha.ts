import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { authApi } from '../../../core/api/auth';
import { AppError } from '../../../core/errors';
import type { Deps } from '../../deps';
import { serve } from '../../lib/serve-endpoint';
import { limitRoute } from '../../plugins/rate-limit';
import { deleteExpiredCaptchaUses, insertCaptchaUse } from './captcha-repo';
import { AUTH_LIMITS } from './limits';

const CHALLENGE_TTL_MS = 10 * 60_000;
const PASS_TTL_MS = 15 * 60_000;
export const CAPTCHA_FAILED = 'Captcha verification failed or expired. Please verify again.';

type CaptchaDeps = Pick<Deps, 'db' | 'clock' | 'signer'>;

const newId = () => randomBytes(16).toString('base64url');

/**
 * Spends a captcha id once. The primary key makes a second use fail even when two requests race.
 * Rows are kept until the token itself has expired, then swept.
 */
async function spend(deps: CaptchaDeps, id: string, exp: number): Promise<boolean> {
  const now = deps.clock.now();
  const fresh = await insertCaptchaUse(deps.db, id, now, new Date(exp));
  await deleteExpiredCaptchaUses(deps.db, now);
  return fresh;
}

/** A sum of two numbers 1-10; the signed challenge carries the numbers, the id and the expiry. */
export function issueChallenge(deps: CaptchaDeps) {
  const a = randomInt(1, 11);
  const b = randomInt(1, 11);
  const challenge = deps.signer.sign(
    { kind: 'captcha-challenge', id: newId(), a, b },
    CHALLENGE_TTL_MS,
    deps.clock.now(),
  );
  return { a, b, challenge };
}

/** Checks an answer. Right or wrong, the challenge is spent: every guess needs a fresh one. */
export async function answerChallenge(deps: CaptchaDeps, challenge: string, answer: number): Promise<string> {
  const data = deps.signer.verify<{ kind: string; id: string; a: number; b: number }>(
    challenge,
    deps.clock.now(),
  );
  if (!data || data.kind !== 'captcha-challenge' || !(await spend(deps, data.id, data.exp)))
    throw new AppError('BAD_REQUEST', CAPTCHA_FAILED);
  if (data.a + data.b !== answer) throw new AppError('BAD_REQUEST', 'Incorrect answer. Please try again.');
  return deps.signer.sign({ kind: 'captcha-pass', id: newId() }, PASS_TTL_MS, deps.clock.now());
}

/** Used by registration: the pass token must be genuine, unexpired and never used before. */
export async function consumeCaptchaPass(deps: CaptchaDeps, token: string): Promise<void> {
  const data = deps.signer.verify<{ kind: string; id: string }>(token, deps.clock.now());
  if (!data || data.kind !== 'captcha-pass' || !(await spend(deps, data.id, data.exp))) {
    throw new AppError('BAD_REQUEST', CAPTCHA_FAILED, [{ path: 'captchaToken', message: CAPTCHA_FAILED }]);
  }
}

export default async function captchaRoutes(app: FastifyInstance) {
  const limit = limitRoute(app, AUTH_LIMITS.captcha);

  serve(
    app,
    authApi.captcha,
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return issueChallenge(app.deps);
    },
    { config: limit },
  );

  serve(
    app,
    authApi.verifyCaptcha,
    async (req) => ({ captchaToken: await answerChallenge(app.deps, req.body.challenge, req.body.answer) }),
    { config: limit },
  );
}
