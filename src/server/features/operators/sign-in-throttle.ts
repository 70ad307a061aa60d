import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { secureCookies } from '../../config';
import { failureLimit } from '../../plugins/rate-limit';
import { normalEmail } from './repo';
import { rememberSignInAddress, signedInFrom } from './sign-in-addresses-repo';

const WINDOW_MS = 15 * 60_000;
/** Failures for one account from one IP before that IP is held for the account (OWASP's per-account-per-IP). */
export const ACCOUNT_IP_FAILURES = 5;
/** Failures from one IP, all accounts together. */
export const IP_FAILURES = 10;
/** Failures for one account from all IPs together: holds only addresses and browsers it does not know. */
export const ACCOUNT_FAILURES = 10;
/** How long an address or browser stays known after a sign-in from it. */
export const KNOWN_FOR_MS = 180 * 24 * 60 * 60_000;
export const OPERATOR_BROWSER_COOKIE = 'operator_known';
const COOKIE_PATH = '/api/admin/operator-login';

const emailOf = (req: FastifyRequest) =>
  normalEmail(String((req.body as { email?: unknown } | undefined)?.email ?? ''));

/**
 * Named-operator sign-in throttling (docs/features/hardening.md). Three failure counters,
 * failures only (decision 0018): per account and IP, per IP, and per account. The account-wide one
 * would let anyone who knows an operator's email lock them out, so it does not apply to an address
 * the operator signed in from before, nor to a browser carrying their signed `operator_known` cookie:
 * a spray from elsewhere cannot touch the counters those see.
 */
export function operatorSignInThrottle(app: FastifyInstance) {
  const { db, clock, signer } = app.deps;
  const secure = secureCookies(app.deps.config);
  const accountIp = failureLimit(app, {
    eventType: 'operator_signin_account_ip',
    severity: 'high',
    max: ACCOUNT_IP_FAILURES,
    windowMs: WINDOW_MS,
    key: (req) => `${emailOf(req)}|${req.ip}`,
    description: 'Too many operator sign-in attempts at one account from one IP',
  });
  const ip = failureLimit(app, {
    eventType: 'operator_signin_burst',
    severity: 'high',
    max: IP_FAILURES,
    windowMs: WINDOW_MS,
    description: 'Too many operator sign-in attempts from one IP',
  });
  const account = failureLimit(app, {
    eventType: 'operator_signin_account',
    severity: 'medium', // high would mail one alert per refused IP of a botnet
    max: ACCOUNT_FAILURES,
    windowMs: WINDOW_MS,
    key: emailOf,
    description: 'Too many operator sign-in attempts at one account from addresses it does not know',
  });

  function knownBrowser(req: FastifyRequest, operatorId: number): boolean {
    const token = req.cookies[OPERATOR_BROWSER_COOKIE];
    const claim = token ? signer.verify<{ kind: string; op: number }>(token, clock.now()) : null;
    return claim?.kind === 'operator-browser' && claim.op === operatorId;
  }

  /** Whether this request comes from an address or browser the operator signed in from. */
  async function known(req: FastifyRequest, operatorId: number | null): Promise<boolean> {
    if (operatorId === null) return false;
    if (knownBrowser(req, operatorId)) return true;
    return signedInFrom(db, operatorId, req.ip, new Date(clock.now().getTime() - KNOWN_FOR_MS));
  }

  return {
    /** Before the password is looked at: 429 (Retry-After) when a counter that applies is full. */
    async refuse(req: FastifyRequest, operatorId: number | null): Promise<void> {
      await accountIp.refuseWhenReached(req);
      await ip.refuseWhenReached(req);
      if (!(await known(req, operatorId))) await account.refuseWhenReached(req);
    },
    async failed(req: FastifyRequest): Promise<void> {
      await accountIp.fail(req);
      await ip.fail(req);
      await account.fail(req);
    },
    /** After a full sign-in: the address and this browser become known for the operator. */
    async succeeded(req: FastifyRequest, reply: FastifyReply, operatorId: number): Promise<void> {
      const now = clock.now();
      await rememberSignInAddress(db, operatorId, req.ip, now);
      reply.setCookie(
        OPERATOR_BROWSER_COOKIE,
        signer.sign({ kind: 'operator-browser', op: operatorId }, KNOWN_FOR_MS, now),
        { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure, maxAge: KNOWN_FOR_MS / 1000 },
      );
    },
  };
}
