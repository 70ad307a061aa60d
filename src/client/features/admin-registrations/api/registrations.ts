import { adminRegistrationsApi as api } from '@/core/api/admin-registrations';
import type { QueryOf } from '@/core/api/endpoint';
import { REGISTRATIONS_PAGE_SIZE } from '@/core/schemas/admin-records';
import type { RegistrationPatch } from '@/core/schemas/admin-records';
import { callEndpoint, endpointQuery } from '@/client/lib/endpoint-client';
import { serverMessageOr, useAdminMutation, useAdminQuery, pagedListQuery } from '@/client/lib/admin-query';

const BASE = api.list.path;

export interface RegistrationListParams {
  page: number;
  sortBy: string;
  sortOrder: string;
  search: string;
  filterStatus: string;
}

export function useRegistrations(p: RegistrationListParams) {
  // The select values come from the same enums as the query schema, which the server checks again.
  const query = pagedListQuery(REGISTRATIONS_PAGE_SIZE, p) as QueryOf<typeof api.list>;
  return useAdminQuery(endpointQuery(api.list, { query }));
}

export const useUpdateRegistration = () =>
  useAdminMutation(
    ({ id, ...body }: RegistrationPatch & { id: number }) =>
      callEndpoint(api.update, { params: { id }, body }),
    {
      invalidate: BASE,
      success: { title: 'Registration updated successfully' },
      failure: () => ({ title: 'Failed to update registration' }),
    },
  );

export const useDeleteRegistration = () =>
  useAdminMutation((id: number) => callEndpoint(api.remove, { params: { id } }), {
    invalidate: BASE,
    success: { title: 'Registration deleted successfully' },
    failure: () => ({ title: 'Failed to delete registration' }),
  });

/** Signs the user out everywhere at once (docs/features/hardening.md): every session of theirs is deleted. */
export const useEndRegistrationSessions = () =>
  useAdminMutation((id: number) => callEndpoint(api.endSessions, { params: { id } }), {
    invalidate: BASE,
    success: { title: 'Sessions ended: the user is signed out everywhere' },
    failure: (err) => ({
      title: 'Failed to end sessions',
      description: serverMessageOr(err, 'Please try again.'),
    }),
  });
