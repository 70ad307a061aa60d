import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { limitRoute, RateLimitedError } from '../../plugins/rate-limit';
import type { LimitRule } from '../../plugins/rate-limit';

const MINUTE = 60_000;

const bodyEmail = (req: FastifyRequest) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : '';
};

/** Every limit of this feature in one place: per IP (route config) and per email (extra preHandler). */
export const AUTH_LIMITS = {
  signInIp: {
    eventType: 'signin_burst',
    severity: 'medium',
    max: 20,
    windowMs: 15 * MINUTE,
    description: 'Too many sign-in attempts from one IP',
  },
  // Wrong codes per account; only counted after the right password, so a stranger cannot use it up.
  codeEmail: {
    eventType: 'code_guessing',
    severity: 'high',
    max: 8,
    windowMs: 15 * MINUTE,
    key: bodyEmail,
    description: 'Too many wrong verification codes for one account',
  },
  signInCheck: {
    eventType: 'signin_check_flood',
    severity: 'low',
    max: 30,
    windowMs: 10 * MINUTE,
    description: 'Too many sign-in check requests from one IP',
  },
  register: {
    eventType: 'registration_flood',
    severity: 'medium',
    max: 5,
    windowMs: 60 * MINUTE,
    description: 'Too many registrations from one IP',
  },
  captcha: {
    eventType: 'captcha_flood',
    severity: 'low',
    max: 30,
    windowMs: 10 * MINUTE,
    description: 'Too many captcha requests from one IP',
  },
  forgotIp: {
    eventType: 'password_reset_flood',
    severity: 'medium',
    max: 5,
    windowMs: 15 * MINUTE,
    description: 'Too many password reset requests from one IP',
  },
  forgotEmail: {
    eventType: 'password_reset_email_flood',
    severity: 'medium',
    max: 3,
    windowMs: 60 * MINUTE,
    key: bodyEmail,
    description: 'Too many password reset requests for one address',
  },
  resetIp: {
    eventType: 'password_reset_guessing',
    severity: 'high',
    max: 10,
    windowMs: 15 * MINUTE,
    description: 'Too many password reset attempts from one IP',
  },
  confirmIp: {
    eventType: 'confirmation_guessing',
    severity: 'medium',
    max: 20,
    windowMs: 15 * MINUTE,
    description: 'Too many confirmation attempts from one IP',
  },
  accountIp: {
    eventType: 'account_change_burst',
    severity: 'medium',
    max: 20,
    windowMs: 15 * MINUTE,
    description: 'Too many account changes from one IP',
  },
} satisfies Record<string, LimitRule>;

/**
 * A second limit on a route that already has its `limitRoute` config (the plugin allows one per
 * route). Same counters store, same abuse event on every hit past the limit, same 429 answer.
 */
export function extraLimit(
  app: FastifyInstance,
  rule: LimitRule,
  opts: { only?: (req: FastifyRequest) => boolean } = {},
) {
  const { rateLimit } = limitRoute(app, rule);
  const check = app.createRateLimit({
    max: rateLimit.max,
    timeWindow: rateLimit.timeWindow,
    keyGenerator: rateLimit.keyGenerator,
  });
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    if (opts.only && !opts.only(req)) return;
    if (rule.key && !rule.key(req)) return; // nothing to key on (the schema rejects it anyway)
    const r = await check(req);
    if (!r.isAllowed && r.isExceeded) {
      rateLimit.onExceeded(req);
      throw new RateLimitedError(Math.max(1, r.ttlInSeconds));
    }
  };
}
