import { apiJson, apiRequest } from '@/client/lib/api';
import type { WeeklyVideo, WeeklyVideoInput } from '@/core/schemas/admin-videos';
import { serverMessageOr, useAdminMutation, useAdminQuery } from './admin-query';

const BASE = '/api/weekly-videos';

/** The admin sees inactive videos too (?all=1 is honoured only with the admin session). */
export const useAllWeeklyVideos = () => useAdminQuery<WeeklyVideo[]>(`${BASE}?all=1`);

export const useCreateVideo = () =>
  useAdminMutation((v: WeeklyVideoInput) => apiJson<WeeklyVideo>('POST', BASE, v), {
    invalidate: BASE,
    success: { title: 'Success', description: 'Video created successfully' },
    failure: (err) => ({ title: 'Error', description: serverMessageOr(err, 'Failed to create video') }),
  });

export const useUpdateVideo = () =>
  useAdminMutation(
    ({ id, ...v }: WeeklyVideoInput & { id: number }) => apiJson<WeeklyVideo>('PUT', `${BASE}/${id}`, v),
    {
      invalidate: BASE,
      success: { title: 'Success', description: 'Video updated successfully' },
      failure: (err) => ({ title: 'Error', description: serverMessageOr(err, 'Failed to update video') }),
    },
  );

export const useDeactivateVideo = () =>
  useAdminMutation((id: number) => apiRequest('DELETE', `${BASE}/${id}`), {
    invalidate: BASE,
    success: { title: 'Success', description: 'Video deactivated successfully' },
    failure: (err) => ({ title: 'Error', description: serverMessageOr(err, 'Failed to delete video') }),
  });
