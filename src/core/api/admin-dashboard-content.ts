import { z } from 'zod';
import { idParamsSchema, okSchema } from '../schemas/common';
import {
  dashboardEventInputSchema,
  dashboardEventSchema,
  dashboardEventsQuerySchema,
  weeklyThoughtInputSchema,
  weeklyThoughtSchema,
} from '../schemas/admin-dashboard-content';
import { endpoint } from './endpoint';

const THOUGHTS = '/api/admin/weekly-thoughts';
const EVENTS = '/api/admin/dashboard-events';

/** The futures dashboard's weekly thoughts and events calendar (spec 02 §3); behind the admin session. */
export const adminDashboardContentApi = {
  thoughts: endpoint({ method: 'GET', path: THOUGHTS, responses: { 200: z.array(weeklyThoughtSchema) } }),
  createThought: endpoint({
    method: 'POST',
    path: THOUGHTS,
    body: weeklyThoughtInputSchema,
    responses: { 201: weeklyThoughtSchema },
  }),
  updateThought: endpoint({
    method: 'PUT',
    path: `${THOUGHTS}/:id`,
    params: idParamsSchema,
    body: weeklyThoughtInputSchema,
    responses: { 200: weeklyThoughtSchema },
  }),
  removeThought: endpoint({
    method: 'DELETE',
    path: `${THOUGHTS}/:id`,
    params: idParamsSchema,
    responses: { 200: okSchema },
  }),
  events: endpoint({
    method: 'GET',
    path: EVENTS,
    query: dashboardEventsQuerySchema,
    responses: { 200: z.array(dashboardEventSchema) },
  }),
  createEvent: endpoint({
    method: 'POST',
    path: EVENTS,
    body: dashboardEventInputSchema,
    responses: { 201: dashboardEventSchema },
  }),
  updateEvent: endpoint({
    method: 'PUT',
    path: `${EVENTS}/:id`,
    params: idParamsSchema,
    body: dashboardEventInputSchema,
    responses: { 200: dashboardEventSchema },
  }),
  removeEvent: endpoint({
    method: 'DELETE',
    path: `${EVENTS}/:id`,
    params: idParamsSchema,
    responses: { 200: okSchema },
  }),
};
