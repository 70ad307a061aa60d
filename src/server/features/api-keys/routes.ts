import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../core/errors';
import { idParamsSchema, okSchema } from '../../../core/schemas/admin';
import {
  apiKeyLabelSchema,
  apiKeyListSchema,
  apiKeyParamsSchema,
  issuedApiKeySchema,
} from '../../../core/schemas/api-keys';
import { findUserById } from '../auth/users-repo';
import { noStore, requireUser } from '../../plugins/guards';
import { issueApiKey, listApiKeys, revokeApiKey } from './repo';

/**
 * API keys: the admin issues and revokes them on a registration; the owner lists them (without the
 * secret) in Settings. The key itself is answered once, at issue.
 */
export default async function apiKeysRoutes(app: FastifyInstance) {
  const { deps } = app;
  await app.register(async (admin) => {
    const r = admin.withTypeProvider<ZodTypeProvider>();
    const userOr404 = async (id: number) => {
      if (!(await findUserById(deps.db, id))) throw new AppError('NOT_FOUND', 'Registration not found');
    };

    r.get(
      '/api/admin/registrations/:id/api-keys',
      { schema: { params: idParamsSchema, response: { 200: apiKeyListSchema } } },
      async (req) => {
        await userOr404(req.params.id);
        return listApiKeys(deps.db, req.params.id);
      },
    );

    r.post(
      '/api/admin/registrations/:id/api-keys',
      { schema: { params: idParamsSchema, body: apiKeyLabelSchema, response: { 201: issuedApiKeySchema } } },
      async (req, reply) => {
        await userOr404(req.params.id);
        const issued = await issueApiKey(deps.db, req.params.id, req.body.label, deps.clock.now());
        req.log.info({ userId: req.params.id, keyId: issued.id }, 'api key issued');
        return reply.status(201).send(issued);
      },
    );

    r.delete(
      '/api/admin/registrations/:id/api-keys/:keyId',
      { schema: { params: apiKeyParamsSchema, response: { 200: okSchema } } },
      async (req) => {
        if (!(await revokeApiKey(deps.db, req.params.id, req.params.keyId, deps.clock.now())))
          throw new AppError('NOT_FOUND', 'API key not found');
        req.log.info({ userId: req.params.id, keyId: req.params.keyId }, 'api key revoked');
        return { ok: true as const };
      },
    );
  });

  await app.register(async (account) => {
    account.addHook('preHandler', noStore);
    account.addHook('preHandler', requireUser);
    account
      .withTypeProvider<ZodTypeProvider>()
      .get('/api/account/api-keys', { schema: { response: { 200: apiKeyListSchema } } }, async (req) =>
        listApiKeys(deps.db, req.user!.id),
      );
  });
}
