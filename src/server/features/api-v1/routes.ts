import type { FastifyInstance, FastifyRequest } from 'fastify';
import { entitlementsOfSubject, marketView } from '../../../core/access';
import { apiV1Api as api } from '../../../core/api/api-v1';
import { AppError } from '../../../core/errors';
import { serve } from '../../lib/serve-endpoint';
import { noStore } from '../../plugins/guards';
import { limitRoute } from '../../plugins/rate-limit';
import type { UserRow } from '../../lib/users-repo';
import { findUserById } from '../../lib/users-repo';
import { findLiveKey, touchApiKey } from '../api-keys';
import { buildSignals } from '../../markets';
import { buildPositions } from './positions';

declare module 'fastify' {
  interface FastifyRequest {
    apiKey: { id: number; user: UserRow } | null;
  }
}

/** Requests per key and minute (DESIGN: an institution polls, it does not stream). */
export const V1_RATE_LIMIT = { max: 60, windowMs: 60_000 };
const TOUCH_EVERY_MS = 60_000;

/**
 * The API for programs: `Authorization: Bearer <key>`, answers exactly what the key's account may
 * see live on the site (the same builders and locks), a rate limit per key, 401 for a missing,
 * unknown or revoked key. Cookies are ignored here: a key is the only identity.
 */
export default async function apiV1Routes(app: FastifyInstance) {
  const { deps } = app;
  app.addHook('onRequest', noStore);
  app.addHook('onRequest', async (req: FastifyRequest) => {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new AppError('UNAUTHORIZED', 'Missing API key: send Authorization: Bearer <key>');
    const key = await findLiveKey(deps.db, match[1]);
    const user = key ? await findUserById(deps.db, key.userId) : null;
    if (!key || !user) throw new AppError('UNAUTHORIZED', 'Unknown or revoked API key');
    // API access is the Institution plan's: a key of an account on another plan (or whose plan ended) answers 403.
    if (!entitlementsOfSubject(user).apiKeys)
      throw new AppError('FORBIDDEN', 'API access comes with the Institution plan');
    req.apiKey = { id: key.id, user };
    const now = deps.clock.now();
    if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > TOUCH_EVERY_MS)
      await touchApiKey(deps.db, key.id, now);
  });
  const limit = limitRoute(app, {
    eventType: 'api_key_burst',
    severity: 'low',
    ...V1_RATE_LIMIT,
    key: (req) => `key:${req.apiKey?.id ?? req.ip}`,
    description: 'Too many API requests for one key',
  });

  serve(
    app,
    api.signals,
    async (req) => {
      const data = await app.markets.data(req.query.market);
      return buildSignals(data, marketView({ user: req.apiKey!.user }, req.query.market));
    },
    { config: limit },
  );

  serve(
    app,
    api.positions,
    async (req) => {
      const data = await app.markets.data(req.query.market);
      return buildPositions(data, marketView({ user: req.apiKey!.user }, req.query.market));
    },
    { config: limit },
  );
}
