import { idParamsSchema, okSchema } from '../schemas/common';
import {
  apiKeyLabelSchema,
  apiKeyListSchema,
  apiKeyParamsSchema,
  issuedApiKeySchema,
} from '../schemas/api-keys';
import { endpoint } from './endpoint';

/** API keys: the admin issues and revokes them on a registration; the owner lists them (never the secret). */
export const apiKeysApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/registrations/:id/api-keys',
    params: idParamsSchema,
    responses: { 200: apiKeyListSchema },
  }),
  /** The only answer that carries the key. */
  issue: endpoint({
    method: 'POST',
    path: '/api/admin/registrations/:id/api-keys',
    params: idParamsSchema,
    body: apiKeyLabelSchema,
    responses: { 201: issuedApiKeySchema },
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/api/admin/registrations/:id/api-keys/:keyId',
    params: apiKeyParamsSchema,
    responses: { 200: okSchema },
  }),
  mine: endpoint({ method: 'GET', path: '/api/account/api-keys', responses: { 200: apiKeyListSchema } }),
};
