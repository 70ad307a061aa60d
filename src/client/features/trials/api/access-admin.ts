import { trialsApi } from '@/core/api/trials';
import type { AccessGrantInput } from '@/core/schemas/trials';
import { serverMessageOr, useAdminMutation, useAdminQuery } from '@/client/lib/admin-query';
import { callEndpoint, endpointQuery } from '@/client/lib/endpoint-client';

/** GET /api/admin/access: open trial requests and granted access for the operator. */
export const useAccessList = () => useAdminQuery(endpointQuery(trialsApi.accessList));

// Both refetch every admin list: the registrations table shows the status and Paid flag a grant changes.
// '/api/admin/': the folder of the access list's path.
const ADMIN_LISTS = trialsApi.accessList.path.replace(/[^/]+$/, '');

export const useGrantAccess = () =>
  useAdminMutation(
    ({ userId, ...body }: AccessGrantInput & { userId: number }) =>
      callEndpoint(trialsApi.grantAccess, { params: { id: userId }, body }),
    {
      invalidate: ADMIN_LISTS,
      success: { title: 'Access granted', description: 'The member has been mailed; access is active now.' },
      failure: (err) => ({
        title: 'Failed to grant access',
        description: serverMessageOr(err, 'Please try again.'),
      }),
    },
  );

export const useEndAccess = () =>
  useAdminMutation((userId: number) => callEndpoint(trialsApi.endAccess, { params: { id: userId } }), {
    invalidate: ADMIN_LISTS,
    success: { title: 'Access ended', description: 'The member has been mailed.' },
    failure: (err) => ({
      title: 'Failed to end access',
      description: serverMessageOr(err, 'Please try again.'),
    }),
  });
