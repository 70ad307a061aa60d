import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKeysApi as api } from '@/core/api/api-keys';
import { callEndpoint, endpointQuery } from '@/client/lib/endpoint-client';

/** GET /api/account/api-keys: the signed-in user's keys, never the secret. */
export const useMyApiKeys = () => useQuery({ ...endpointQuery(api.mine), retry: false });

const listOf = (userId: number) => endpointQuery(api.list, { params: { id: userId } });

/** GET /api/admin/registrations/{id}/api-keys (admin). */
export const useRegistrationApiKeys = (userId: number) => useQuery(listOf(userId));

/** POST .../api-keys { label } -> { id, key }: the only time the key is shown. */
export function useIssueApiKey(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (label: string) => callEndpoint(api.issue, { params: { id: userId }, body: { label } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listOf(userId).queryKey }),
  });
}

export function useRevokeApiKey(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: number) => callEndpoint(api.revoke, { params: { id: userId, keyId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listOf(userId).queryKey }),
  });
}
