import { tradersDashboardApi } from '@/core/api/traders-dashboard';
import { weeklyVideosApi as api } from '@/core/api/weekly-videos';
import type { WeeklyVideoInput } from '@/core/schemas/admin-videos';
import { callEndpoint, endpointQuery } from '@/client/lib/endpoint-client';
import { serverMessageOr, useAdminMutation, useAdminQuery } from '@/client/lib/admin-query';

/** The admin's list, inactive videos too, from the admin route (the public list is the viewer's). */
const ADMIN_LIST = api.adminList.path;
export const useAllWeeklyVideos = () => useAdminQuery(endpointQuery(api.adminList));

/**
 * What a video write refetches (query keys are the URLs): the admin list, and the lists viewers see in
 * the same tab, the public one (any query string) and the Futures Dashboard, which carries the videos.
 */
export const VIDEO_LISTS = [ADMIN_LIST, api.list.path, tradersDashboardApi.dashboard.path] as const;

export const useCreateVideo = () =>
  useAdminMutation((v: WeeklyVideoInput) => callEndpoint(api.create, { body: v }), {
    invalidate: VIDEO_LISTS,
    success: { title: 'Success', description: 'Video created successfully' },
    failure: (err) => ({ title: 'Error', description: serverMessageOr(err, 'Failed to create video') }),
  });

export const useUpdateVideo = () =>
  useAdminMutation(
    ({ id, ...v }: WeeklyVideoInput & { id: number }) =>
      callEndpoint(api.update, { params: { id }, body: v }),
    {
      invalidate: VIDEO_LISTS,
      success: { title: 'Success', description: 'Video updated successfully' },
      failure: (err) => ({ title: 'Error', description: serverMessageOr(err, 'Failed to update video') }),
    },
  );

export const useDeactivateVideo = () =>
  useAdminMutation((id: number) => callEndpoint(api.deactivate, { params: { id } }), {
    invalidate: VIDEO_LISTS,
    success: { title: 'Success', description: 'Video deactivated successfully' },
    failure: (err) => ({ title: 'Error', description: serverMessageOr(err, 'Failed to delete video') }),
  });
