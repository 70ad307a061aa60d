import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKeyListSchema, issuedApiKeySchema } from '@/core/schemas/api-keys';
import type { ApiKeyDto, IssuedApiKey } from '@/core/schemas/api-keys';
import { apiJson, apiRequest } from '@/client/lib/api';
import { parseAnswer } from '@/client/lib/parse-answer';

/** GET /api/account/api-keys: the signed-in user's keys, never the secret. */
export const useMyApiKeys = () =>
  useQuery({
    queryKey: ['/api/account/api-keys'],
    queryFn: async (): Promise<ApiKeyDto[]> =>
      parseAnswer(
        apiKeyListSchema,
        await (await apiRequest('GET', '/api/account/api-keys')).json(),
        'API keys',
      ),
    retry: false,
  });

const adminKey = (userId: number) => ['/api/admin/registrations', userId, 'api-keys'] as const;

/** GET /api/admin/registrations/{id}/api-keys (admin). */
export const useRegistrationApiKeys = (userId: number) =>
  useQuery({
    queryKey: adminKey(userId),
    queryFn: async (): Promise<ApiKeyDto[]> =>
      parseAnswer(
        apiKeyListSchema,
        await (await apiRequest('GET', `/api/admin/registrations/${userId}/api-keys`)).json(),
        'API keys',
      ),
  });

/** POST .../api-keys { label } -> { id, key }: the only time the key is shown. */
export function useIssueApiKey(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (label: string): Promise<IssuedApiKey> =>
      parseAnswer(
        issuedApiKeySchema,
        await (await apiRequest('POST', `/api/admin/registrations/${userId}/api-keys`, { label })).json(),
        'issued key',
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey(userId) }),
  });
}

export function useRevokeApiKey(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: number) =>
      apiJson<{ ok: true }>('DELETE', `/api/admin/registrations/${userId}/api-keys/${keyId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey(userId) }),
  });
}
