import type { FastifyInstance } from 'fastify';
import { adminDashboardContentApi as api } from '../../../core/api/admin-dashboard-content';
import { AppError } from '../../../core/errors';
import {
  dashboardEventInputSchemaAt,
  weeklyThoughtInputSchemaAt,
} from '../../../core/schemas/admin-dashboard-content';
import { dashboardEvents, weeklyThoughts } from '../../db/schema';
import { serve } from '../../lib/serve-endpoint';
import { auditedRowWrite, auditedWrite } from '../../lib/audit-log';
import { auditedDelete } from './audited-delete';
import { createdNote, snapshot, updatedNote } from '../../lib/audit-snapshot';
import { announceAfterWrites, TOPIC } from '../../lib/cache-topics';
import {
  insertEvent,
  insertThought,
  listEvents,
  listThoughts,
  updateEvent,
  updateThought,
} from './dashboard-content-repo';
import type { EventRow, ThoughtRow } from './dashboard-content-repo';
import { isUniqueViolation } from '../../db/errors';
import { iso } from '../../lib/admin-rows';

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

/**
 * The futures dashboard's weekly thoughts and events calendar (spec 02 §3), edited in the back
 * office. Registered behind requireAdmin; every successful write drops the cached dashboard.
 */
export default async function dashboardContentRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  announceAfterWrites(app, TOPIC.dashboard);

  serve(app, api.thoughts, async () => (await listThoughts(db)).map(toThought));
  // The declarations' schemas check the fields; the date window needs the clock: the forms'
  // schemas at the server's now (a ZodError answers 400 with the field's message).
  const thought = (body: unknown) => {
    const v = weeklyThoughtInputSchemaAt(app.deps.clock.now()).parse(body);
    return { ...v, publishedAt: new Date(v.publishedAt) };
  };
  const event = (body: unknown) => dashboardEventInputSchemaAt(app.deps.clock.now()).parse(body);

  serve(app, api.createThought, async (req, reply) => {
    const values = thought(req.body);
    const row = await unique(
      auditedWrite(db, req, (tx) => insertThought(tx, values), createdNote),
      'week',
      DUPLICATE_WEEK,
    );
    return reply.status(201).send(toThought(row));
  });
  serve(app, api.updateThought, async (req) => {
    const values = thought(req.body);
    const before = await snapshot(db, weeklyThoughts, req.params.id);
    const row = await unique(
      auditedRowWrite(
        db,
        req,
        'Thought',
        (tx) => updateThought(tx, req.params.id, values),
        updatedNote(before),
      ),
      'week',
      DUPLICATE_WEEK,
    );
    return toThought(row);
  });
  serve(app, api.removeThought, async (req) => {
    await auditedDelete(db, req, 'Thought', weeklyThoughts, req.params.id);
    return { ok: true as const };
  });

  serve(app, api.events, async (req) => {
    const today = app.deps.clock.now().toISOString().slice(0, 10);
    const rows = await listEvents(db, req.query.past === '1' ? undefined : today);
    return rows.map(toEvent);
  });
  serve(app, api.createEvent, async (req, reply) => {
    const values = event(req.body);
    const row = await unique(
      auditedWrite(db, req, (tx) => insertEvent(tx, values), createdNote),
      'event',
      DUPLICATE_EVENT,
    );
    return reply.status(201).send(toEvent(row));
  });
  serve(app, api.updateEvent, async (req) => {
    const before = await snapshot(db, dashboardEvents, req.params.id);
    const values = event(req.body);
    const row = await unique(
      auditedRowWrite(db, req, 'Event', (tx) => updateEvent(tx, req.params.id, values), updatedNote(before)),
      'event',
      DUPLICATE_EVENT,
    );
    return toEvent(row);
  });
  serve(app, api.removeEvent, async (req) => {
    await auditedDelete(db, req, 'Event', dashboardEvents, req.params.id);
    return { ok: true as const };
  });
}
