import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ViewAs } from '@/core/access/view-as';
import { viewAsApi as api } from '@/core/api/view-as';
import { callEndpoint, endpointQuery } from '@/client/lib/endpoint-client';
import { refreshViewAs } from '../lib/view-as-cookie';

/** GET /api/admin/view-as: the server's view of the choice (401 once the admin session has ended). */
export function useViewAsState(enabled: boolean) {
  return useQuery({ ...endpointQuery(api.get), enabled, retry: false, staleTime: 0 });
}

/**
 * PUT /api/admin/view-as (a viewer) or DELETE (back to the operator's own view). Every cached /api answer
 * was built for the previous viewer, so all of them are fetched again.
 */
export function useChangeViewAs() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (viewAs: ViewAs | null) =>
      viewAs ? callEndpoint(api.set, { body: { viewAs } }) : callEndpoint(api.clear),
    onSuccess: async () => {
      refreshViewAs();
      await qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api') });
    },
  });
}
