import { apiJson, apiRequest } from '@/client/lib/api';
import { REGISTRATIONS_PAGE_SIZE } from '@/core/schemas/admin-records';
import type { Registration, RegistrationPatch } from '@/core/schemas/admin-records';
import { serverMessageOr, useAdminMutation, useAdminQuery, withQuery } from '@/client/lib/admin-query';

const BASE = '/api/admin/registrations';

export interface RegistrationListParams {
  page: number;
  search: string;
  filterStatus: string;
  sortBy: string;
  sortOrder: string;
}

export function useRegistrations(p: RegistrationListParams) {
  const url = withQuery(BASE, {
    limit: REGISTRATIONS_PAGE_SIZE,
    offset: (p.page - 1) * REGISTRATIONS_PAGE_SIZE,
    sortBy: p.sortBy,
    sortOrder: p.sortOrder,
    search: p.search.trim(),
    filterStatus: p.filterStatus,
  });
  return useAdminQuery<{ registrations: Registration[]; total: number }>(url);
}

export const useUpdateRegistration = () =>
  useAdminMutation(
    ({ id, ...v }: RegistrationPatch & { id: number }) => apiJson<Registration>('PATCH', `${BASE}/${id}`, v),
    {
      invalidate: BASE,
      success: { title: 'Registration updated successfully' },
      failure: () => ({ title: 'Failed to update registration' }),
    },
  );

export const useDeleteRegistration = () =>
  useAdminMutation((id: number) => apiRequest('DELETE', `${BASE}/${id}`), {
    invalidate: BASE,
    success: { title: 'Registration deleted successfully' },
    failure: () => ({ title: 'Failed to delete registration' }),
  });

/** Signs the user out everywhere at once (docs/features/hardening.md): every session of theirs is deleted. */
export const useEndRegistrationSessions = () =>
  useAdminMutation(
    (id: number) => apiJson<{ ok: true; ended: number }>('POST', `${BASE}/${id}/end-sessions`, {}),
    {
      invalidate: BASE,
      success: { title: 'Sessions ended: the user is signed out everywhere' },
      failure: (err) => ({
        title: 'Failed to end sessions',
        description: serverMessageOr(err, 'Please try again.'),
      }),
    },
  );
