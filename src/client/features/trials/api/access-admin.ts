import { serverMessageOr, useAdminMutation, useAdminQuery } from '@/client/lib/admin-query';
import { apiJson } from '@/client/lib/api';
import type { AccessGrantInput, AccessRow } from '@/core/schemas/trials';

const ACCESS_LIST_URL = '/api/admin/access';

/** GET /api/admin/access: open trial requests and granted access for the operator. */
export const useAccessList = () => useAdminQuery<{ rows: AccessRow[] }>(ACCESS_LIST_URL);

// Both refetch every admin list: the registrations table shows the status and Paid flag a grant changes.
export const useGrantAccess = () =>
  useAdminMutation(
    ({ userId, ...body }: AccessGrantInput & { userId: number }) =>
      apiJson('POST', `/api/admin/registrations/${userId}/access`, body),
    {
      invalidate: '/api/admin/',
      success: { title: 'Access granted', description: 'The member has been mailed; access is active now.' },
      failure: (err) => ({
        title: 'Failed to grant access',
        description: serverMessageOr(err, 'Please try again.'),
      }),
    },
  );

export const useEndAccess = () =>
  useAdminMutation((userId: number) => apiJson('POST', `/api/admin/registrations/${userId}/access/end`), {
    invalidate: '/api/admin/',
    success: { title: 'Access ended', description: 'The member has been mailed.' },
    failure: (err) => ({
      title: 'Failed to end access',
      description: serverMessageOr(err, 'Please try again.'),
    }),
  });
