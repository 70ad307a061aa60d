import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_PREFIX } from '@/core/api/admin-auth';
import { adminOperatorsApi as api } from '@/core/api/admin-operators';
import type { InviteAccept, OperatorInvite, OperatorLogin } from '@/core/schemas/admin-operators';
import { ADMIN_SESSION_KEY } from '@/client/lib/admin-session';
import { serverMessageOr, useAdminMutation, useAdminQuery } from '@/client/lib/admin-query';
import { callEndpoint, endpointQuery } from '@/client/lib/endpoint-client';

/** Who this admin session is (named operator or the shared password) and their role. */
export const useAdminMe = () => useAdminQuery(endpointQuery(api.me));
export const useOperators = () => useAdminQuery(endpointQuery(api.list));
export const useAdminSessions = () => useAdminQuery(endpointQuery(api.sessions));
export const useSharedPassword = () => useAdminQuery(endpointQuery(api.sharedPassword));

/** POST /api/admin/operators: the answer carries the invite link once (it is also mailed). */
export const useInviteOperator = () =>
  useAdminMutation((body: OperatorInvite) => callEndpoint(api.invite, { body }), {
    invalidate: api.list.path,
    success: { title: 'Invite sent', description: 'The invite link was mailed; it is also shown below.' },
    failure: (err) => ({
      title: 'Error',
      description: serverMessageOr(err, 'Failed to invite the operator'),
    }),
  });

export const useUpdateOperator = () =>
  useAdminMutation(
    ({ id, ...body }: { id: number; role?: 'owner' | 'staff'; disabled?: boolean }) =>
      callEndpoint(api.update, { params: { id }, body }),
    {
      invalidate: [api.list.path, api.sessions.path],
      success: { title: 'Operator updated' },
      failure: (err) => ({
        title: 'Error',
        description: serverMessageOr(err, 'Failed to update the operator'),
      }),
    },
  );

export const useRevokeSession = () =>
  useAdminMutation((id: string) => callEndpoint(api.revokeSession, { params: { id } }), {
    invalidate: api.sessions.path,
    success: { title: 'Session ended' },
    failure: (err) => ({ title: 'Error', description: serverMessageOr(err, 'Failed to end the session') }),
  });

export const useSetSharedPassword = () =>
  useAdminMutation((enabled: boolean) => callEndpoint(api.setSharedPassword, { body: { enabled } }), {
    invalidate: [api.sharedPassword.path, api.sessions.path],
    success: { title: 'Shared password updated' },
    failure: (err) => ({
      title: 'Error',
      description: serverMessageOr(err, 'Failed to change the shared password'),
    }),
  });

/** The invite page: who it is for (404 once used or expired). */
export const useInviteInfo = (token: string) =>
  useQuery({ ...endpointQuery(api.inviteInfo, { query: { token } }), retry: false, enabled: token !== '' });

export const useEnrol = () =>
  useMutation({ mutationFn: (token: string) => callEndpoint(api.enrol, { body: { token } }) });
export const useAcceptInvite = () =>
  useMutation({ mutationFn: (body: InviteAccept) => callEndpoint(api.accept, { body }) });

/** Email, password and authenticator code; success opens the admin session (every admin query refetches). */
export function useOperatorLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: OperatorLogin) => callEndpoint(api.login, { body }),
    onSuccess: () => {
      qc.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(ADMIN_API_PREFIX) });
      qc.setQueryData(ADMIN_SESSION_KEY, { authenticated: true });
    },
  });
}
