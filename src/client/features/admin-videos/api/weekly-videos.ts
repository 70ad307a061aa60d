import { apiJson, apiRequest } from '@/client/lib/api';
import type { WeeklyVideo, WeeklyVideoInput } from '@/core/schemas/admin-videos';
import { serverMessageOr, useAdminMutation, useAdminQuery } from '@/client/lib/admin-query';

const BASE = '/api/weekly-videos';

/** The admin's list, inactive videos too, from the admin route (the public list is the viewer's). */
const ADMIN_LIST = '/api/admin/weekly-videos';
export const useAllWeeklyVideos = () => useAdminQuery<WeeklyVideo[]>(ADMIN_LIST);

export const useCreateVideo = () =>
  useAdminMutation((v: WeeklyVideoInput) => apiJson<WeeklyVideo>('POST', BASE, v), {
    invalidate: ADMIN_LIST,
    success: { title: 'Success', description: 'Video created successfully' },
    failure: (err) => ({ title: 'Error', description: serverMessageOr(err, 'Failed to create video') }),
  });

export const useUpdateVideo = () =>
  useAdminMutation(
    ({ id, ...v }: WeeklyVideoInput & { id: number }) => apiJson<WeeklyVideo>('PUT', `${BASE}/${id}`, v),
    {
      invalidate: ADMIN_LIST,
      success: { title: 'Success', description: 'Video updated successfully' },
      failure: (err) => ({ title: 'Error', description: serverMessageOr(err, 'Failed to update video') }),
    },
  );

export const useDeactivateVideo = () =>
  useAdminMutation((id: number) => apiRequest('DELETE', `${BASE}/${id}`), {
    invalidate: ADMIN_LIST,
    success: { title: 'Success', description: 'Video deactivated successfully' },
    failure: (err) => ({ title: 'Error', description: serverMessageOr(err, 'Failed to delete video') }),
  });
