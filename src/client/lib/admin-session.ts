import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_PREFIX, adminAuthApi as api } from '@/core/api/admin-auth';
import type { BodyOf } from '@/core/api/endpoint';
import { marketsApi } from '@/core/api/markets';
import { callEndpoint, endpointQuery } from '@/client/lib/endpoint-client';

const sessionQuery = endpointQuery(api.session);
export const ADMIN_SESSION_KEY = sessionQuery.queryKey;

/** GET /api/admin/session: whether this browser holds an admin session cookie (the password is never stored). */
export const adminSessionQueryOptions = () => ({ ...sessionQuery, staleTime: 0 });

export function useAdminSession() {
  return useQuery(adminSessionQueryOptions());
}

/** POST /api/admin/login; only the ok status is used (spec §7). */
export function useAdminLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => callEndpoint(api.login, { body: { password } }),
    onSuccess: () => qc.setQueryData(ADMIN_SESSION_KEY, { authenticated: true }),
  });
}

/** POST /api/admin/logout ends the session on the server; every cached admin answer is dropped. */
export function useAdminLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(api.logout),
    onSettled: () => {
      qc.removeQueries({
        predicate: (q) =>
          String(q.queryKey[0]).startsWith(ADMIN_API_PREFIX) && q.queryKey[0] !== ADMIN_SESSION_KEY[0],
      });
      qc.setQueryData(ADMIN_SESSION_KEY, { authenticated: false });
    },
  });
}

export function useChangeAdminPassword() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof api.changePassword>) => callEndpoint(api.changePassword, { body }),
  });
}

/** What one Refresh Data from Files read: bars per market and each bad file with its line. */
export type { RefreshReport } from '@/core/schemas/markets';

/** POST /api/admin/refresh-data (market data, another feature's endpoint); success invalidates every /api query. */
export function useRefreshData() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(marketsApi.refreshData),
    onSuccess: () => qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api') }),
  });
}
