import { apiJson, apiRequest } from '@/client/lib/api';
import type {
  DashboardEvent,
  DashboardEventInput,
  WeeklyThought,
  WeeklyThoughtInput,
} from '@/core/schemas/admin-dashboard-content';
import { serverMessageOr, useAdminMutation, useAdminQuery } from '@/client/lib/admin-query';

/** Create, update and delete hooks of one admin list, with the spec's toasts ('Thought created successfully'). */
function writes<TInput, TRow>(base: string, noun: string) {
  const texts = (done: string, verb: string) => ({
    invalidate: base,
    success: { title: 'Success', description: `${noun} ${done} successfully` },
    failure: (err: Error) => ({
      title: 'Error',
      description: serverMessageOr(err, `Failed to ${verb} ${noun.toLowerCase()}`),
    }),
  });
  return {
    useCreate: () =>
      useAdminMutation((v: TInput) => apiJson<TRow>('POST', base, v), texts('created', 'create')),
    useUpdate: () =>
      useAdminMutation(
        ({ id, ...v }: TInput & { id: number }) => apiJson<TRow>('PUT', `${base}/${id}`, v),
        texts('updated', 'update'),
      ),
    useDelete: () =>
      useAdminMutation((id: number) => apiRequest('DELETE', `${base}/${id}`), texts('deleted', 'delete')),
  };
}

const THOUGHTS = '/api/admin/weekly-thoughts';
export const useWeeklyThoughts = () => useAdminQuery<WeeklyThought[]>(THOUGHTS);
export const thoughtWrites = writes<WeeklyThoughtInput, WeeklyThought>(THOUGHTS, 'Thought');

const EVENTS = '/api/admin/dashboard-events';
export const useDashboardEvents = (past: boolean) =>
  useAdminQuery<DashboardEvent[]>(past ? `${EVENTS}?past=1` : EVENTS);
export const eventWrites = writes<DashboardEventInput, DashboardEvent>(EVENTS, 'Event');
