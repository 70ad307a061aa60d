import type { FastifyInstance } from 'fastify';
import { apiKeysApi as api } from '../../../core/api/api-keys';
import { entitlementsOfSubject } from '../../../core/access';
import { AppError } from '../../../core/errors';
import { serve } from '../../lib/serve-endpoint';
import { auditedWrite } from '../../lib/audit-log';
import { findUserById } from '../../lib/users-repo';
import { noStore, requireUser } from '../../plugins/guards';
import { issueApiKey, listApiKeys, revokeApiKey } from './repo';

export const API_KEYS_NEED_INSTITUTION = 'API keys come with the Institution plan';

/**
 * API keys: the admin issues and revokes them on a registration; the owner lists them (without the
 * secret) in Settings. The key itself is answered once, at issue.
 */
export default async function apiKeysRoutes(app: FastifyInstance) {
  const { deps } = app;
  await app.register(async (admin) => {
    const userOr404 = async (id: number) => {
      const user = await findUserById(deps.db, id);
      if (!user) throw new AppError('NOT_FOUND', 'Registration not found');
      return user;
    };

    serve(admin, api.list, async (req) => {
      await userOr404(req.params.id);
      return listApiKeys(deps.db, req.params.id);
    });

    serve(admin, api.issue, async (req, reply) => {
      // API access is the Institution plan's: no key for another plan.
      if (!entitlementsOfSubject(await userOr404(req.params.id)).apiKeys)
        throw new AppError('CONFLICT', API_KEYS_NEED_INSTITUTION);
      // The key and its audit row (the route's default note) commit together or neither.
      const issued = await auditedWrite(
        deps.db,
        req,
        (tx) => issueApiKey(tx, req.params.id, req.body.label, deps.clock.now()),
        () => ({}),
      );
      req.log.info({ userId: req.params.id, keyId: issued.id }, 'api key issued');
      return reply.status(201).send(issued);
    });

    serve(admin, api.revoke, async (req) => {
      await auditedWrite(
        deps.db,
        req,
        async (tx) => {
          if (!(await revokeApiKey(tx, req.params.id, req.params.keyId, deps.clock.now())))
            throw new AppError('NOT_FOUND', 'API key not found');
        },
        () => ({}),
      );
      req.log.info({ userId: req.params.id, keyId: req.params.keyId }, 'api key revoked');
      return { ok: true as const };
    });
  });

  await app.register(async (account) => {
    account.addHook('preHandler', noStore);
    account.addHook('preHandler', requireUser);
    serve(account, api.mine, async (req) => listApiKeys(deps.db, req.user!.id));
  });
}
