import { z } from 'zod';
import { idParamsSchema, okSchema } from '../schemas/common';
import { weeklyVideoInputSchema, weeklyVideoSchema, weeklyVideosQuerySchema } from '../schemas/admin-videos';
import { endpoint } from './endpoint';

/** Weekly market-review videos (spec 02 §3, §5): a public list; the writes need the admin session. */
export const weeklyVideosApi = {
  /** Active videos; without the premium archive only the newest, and X-Archive-Count says how many there are. */
  list: endpoint({
    method: 'GET',
    path: '/api/weekly-videos',
    query: weeklyVideosQuerySchema,
    responses: { 200: z.array(weeklyVideoSchema) },
  }),
  /** The admin page's list: every video, inactive ones too. */
  adminList: endpoint({
    method: 'GET',
    path: '/api/admin/weekly-videos',
    responses: { 200: z.array(weeklyVideoSchema) },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/weekly-videos',
    body: weeklyVideoInputSchema,
    responses: { 201: weeklyVideoSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/weekly-videos/:id',
    params: idParamsSchema,
    body: weeklyVideoInputSchema,
    responses: { 200: weeklyVideoSchema },
  }),
  /** Deactivates (spec §4): the row stays so it can be switched back on. */
  deactivate: endpoint({
    method: 'DELETE',
    path: '/api/weekly-videos/:id',
    params: idParamsSchema,
    responses: { 200: okSchema },
  }),
};
