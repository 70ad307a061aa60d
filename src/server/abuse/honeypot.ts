import type { FastifyRequest } from 'fastify';
import { HONEYPOT_NAME } from '../../core/schemas/newsletter';
import type { Deps } from '../deps';
import { recordAbuseEvent } from './record-abuse-event';

/**
 * True when the hidden honeypot field of a public form was filled, i.e. the sender is a bot. The
 * caller then answers as if all went well but keeps nothing; the attempt is recorded as an abuse event.
 */
export async function isHoneypotHit(
  deps: Pick<Deps, 'db' | 'clock' | 'log'>,
  req: FastifyRequest,
  body: Record<string, unknown>,
) {
  const value = body[HONEYPOT_NAME];
  if (typeof value !== 'string' || value.trim() === '') return false;
  await recordAbuseEvent(deps, {
    eventType: 'honeypot',
    severity: 'medium',
    ipAddress: req.ip,
    email: typeof body.email === 'string' ? body.email.slice(0, 254) : null,
    endpoint: req.routeOptions.url ?? req.url,
    timeWindow: '60 min',
    windowMs: 60 * 60_000,
    description: 'Hidden form field filled in (automated submission); the submission was discarded',
  }).catch((err) => deps.log.error({ err }, 'could not record honeypot event'));
  return true;
}
