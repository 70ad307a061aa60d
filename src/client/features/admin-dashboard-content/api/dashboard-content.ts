import { adminDashboardContentApi as api } from '@/core/api/admin-dashboard-content';
import type { DashboardEventInput, WeeklyThoughtInput } from '@/core/schemas/admin-dashboard-content';
import { callEndpoint, endpointQuery } from '@/client/lib/endpoint-client';
import { serverMessageOr, useAdminMutation, useAdminQuery } from '@/client/lib/admin-query';

/** The spec's toasts of one list's writes ('Thought created successfully'), refetching that list. */
function texts(base: string, noun: string, done: string, verb: string) {
  return {
    invalidate: base,
    success: { title: 'Success', description: `${noun} ${done} successfully` },
    failure: (err: Error) => ({
      title: 'Error',
      description: serverMessageOr(err, `Failed to ${verb} ${noun.toLowerCase()}`),
    }),
  };
}

const THOUGHTS = api.thoughts.path;
export const useWeeklyThoughts = () => useAdminQuery(endpointQuery(api.thoughts));
export const thoughtWrites = {
  useCreate: () =>
    useAdminMutation(
      (body: WeeklyThoughtInput) => callEndpoint(api.createThought, { body }),
      texts(THOUGHTS, 'Thought', 'created', 'create'),
    ),
  useUpdate: () =>
    useAdminMutation(
      ({ id, ...body }: WeeklyThoughtInput & { id: number }) =>
        callEndpoint(api.updateThought, { params: { id }, body }),
      texts(THOUGHTS, 'Thought', 'updated', 'update'),
    ),
  useDelete: () =>
    useAdminMutation(
      (id: number) => callEndpoint(api.removeThought, { params: { id } }),
      texts(THOUGHTS, 'Thought', 'deleted', 'delete'),
    ),
};

const EVENTS = api.events.path;
export const useDashboardEvents = (past: boolean) =>
  useAdminQuery(endpointQuery(api.events, { query: { past: past ? '1' : undefined } }));
export const eventWrites = {
  useCreate: () =>
    useAdminMutation(
      (body: DashboardEventInput) => callEndpoint(api.createEvent, { body }),
      texts(EVENTS, 'Event', 'created', 'create'),
    ),
  useUpdate: () =>
    useAdminMutation(
      ({ id, ...body }: DashboardEventInput & { id: number }) =>
        callEndpoint(api.updateEvent, { params: { id }, body }),
      texts(EVENTS, 'Event', 'updated', 'update'),
    ),
  useDelete: () =>
    useAdminMutation(
      (id: number) => callEndpoint(api.removeEvent, { params: { id } }),
      texts(EVENTS, 'Event', 'deleted', 'delete'),
    ),
};
