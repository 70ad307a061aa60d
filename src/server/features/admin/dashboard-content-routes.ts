import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../core/errors';
import { idParamsSchema, okSchema } from '../../../core/schemas/admin';
import {
  dashboardEventInputSchema,
  dashboardEventSchema,
  dashboardEventsQuerySchema,
  weeklyThoughtInputSchema,
  weeklyThoughtSchema,
} from '../../../core/schemas/admin-dashboard-content';
import { TOPIC } from '../../lib/cache-topics';
import { invalidate } from '../../lib/invalidation';
import {
  deleteEvent,
  deleteThought,
  insertEvent,
  insertThought,
  listEvents,
  listThoughts,
  updateEvent,
  updateThought,
} from './dashboard-content-repo';
import type { EventRow, ThoughtRow } from './dashboard-content-repo';
import { iso, isUniqueViolation } from './rows';

const DUPLICATE_WEEK = 'There is already a thought for this week';
const DUPLICATE_EVENT = 'This event is already on that day';

const toThought = (r: ThoughtRow) => ({ ...r, publishedAt: iso(r.publishedAt) });
const toEvent = ({ createdAt: _c, ...r }: EventRow) => r;

/** A unique-index clash as a 409 naming the field, so the form shows it beside that field. */
async function unique<T>(write: Promise<T>, path: string, message: string): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', message, [{ path, message }]);
    throw err;
  }
}

/** A missing row (or a write that touched none) as a 404 naming what was sought. */
function found<T>(row: T | undefined | false, what: string): T {
  if (!row) throw new AppError('NOT_FOUND', `${what} not found`);
  return row;
}

/**
 * The futures dashboard's weekly thoughts and events calendar (spec 02 §3), edited in the back
 * office. Registered behind requireAdmin; every successful write drops the cached dashboard.
 */
export default async function dashboardContentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  // Before the answer leaves, so the next dashboard read already shows the change.
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method !== 'GET' && reply.statusCode < 400) invalidate(TOPIC.dashboard);
    return payload;
  });

  const THOUGHTS = '/api/admin/weekly-thoughts';
  r.get(THOUGHTS, { schema: { response: { 200: z.array(weeklyThoughtSchema) } } }, async () =>
    (await listThoughts(db)).map(toThought),
  );
  r.post(
    THOUGHTS,
    { schema: { body: weeklyThoughtInputSchema, response: { 201: weeklyThoughtSchema } } },
    async (req, reply) => {
      const values = { ...req.body, publishedAt: new Date(req.body.publishedAt) };
      const row = await unique(insertThought(db, values), 'week', DUPLICATE_WEEK);
      return reply.status(201).send(toThought(row));
    },
  );
  r.put(
    `${THOUGHTS}/:id`,
    {
      schema: {
        params: idParamsSchema,
        body: weeklyThoughtInputSchema,
        response: { 200: weeklyThoughtSchema },
      },
    },
    async (req) => {
      const values = { ...req.body, publishedAt: new Date(req.body.publishedAt) };
      const row = await unique(updateThought(db, req.params.id, values), 'week', DUPLICATE_WEEK);
      return toThought(found(row, 'Thought'));
    },
  );
  r.delete(
    `${THOUGHTS}/:id`,
    { schema: { params: idParamsSchema, response: { 200: okSchema } } },
    async (req) => {
      found(await deleteThought(db, req.params.id), 'Thought');
      return { ok: true as const };
    },
  );

  const EVENTS = '/api/admin/dashboard-events';
  r.get(
    EVENTS,
    { schema: { querystring: dashboardEventsQuerySchema, response: { 200: z.array(dashboardEventSchema) } } },
    async (req) => {
      const today = app.deps.clock.now().toISOString().slice(0, 10);
      const rows = await listEvents(db, req.query.past === '1' ? undefined : today);
      return rows.map(toEvent);
    },
  );
  r.post(
    EVENTS,
    { schema: { body: dashboardEventInputSchema, response: { 201: dashboardEventSchema } } },
    async (req, reply) => {
      const row = await unique(insertEvent(db, req.body), 'event', DUPLICATE_EVENT);
      return reply.status(201).send(toEvent(row));
    },
  );
  r.put(
    `${EVENTS}/:id`,
    {
      schema: {
        params: idParamsSchema,
        body: dashboardEventInputSchema,
        response: { 200: dashboardEventSchema },
      },
    },
    async (req) => {
      const row = await unique(updateEvent(db, req.params.id, req.body), 'event', DUPLICATE_EVENT);
      return toEvent(found(row, 'Event'));
    },
  );
  r.delete(
    `${EVENTS}/:id`,
    { schema: { params: idParamsSchema, response: { 200: okSchema } } },
    async (req) => {
      found(await deleteEvent(db, req.params.id), 'Event');
      return { ok: true as const };
    },
  );
}
