import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { canSeeVideoArchive } from '../../../core/access';
import { weeklyVideosApi as api } from '../../../core/api/weekly-videos';
import type { weeklyVideoInputSchema } from '../../../core/schemas/admin-videos';
import { weeklyVideoInputSchemaAt, weeklyVideoSchema } from '../../../core/schemas/admin-videos';
import { cachedContent, sendAnswer, toAnswer } from '../../lib/answer-cache';
import { answerKey } from '../../lib/answer-key';
import { announceAfterWrites, TOPIC } from '../../lib/cache-topics';
import { weeklyVideos } from '../../db/schema';
import { serve } from '../../lib/serve-endpoint';
import { whenReady } from '../../lib/when-ready';
import { auditedRowWrite, auditedWrite } from '../../lib/audit-log';
import { createdNote, snapshot, updatedNote } from '../../lib/audit-snapshot';
import { publicationKey } from './publication';
import { insertVideo, listAllVideos, listPublishedVideos, updateVideo } from './repo';
import type { WeeklyVideoRow } from './repo';

const toVideo = ({ createdAt: _c, updatedAt: _u, ...v }: WeeklyVideoRow) => ({
  ...v,
  publishedAt: v.publishedAt.toISOString(),
});

// Empty optional texts are stored as NULL (no thumbnail, no LinkedIn post).
const toColumns = (v: z.output<typeof weeklyVideoInputSchema>) => ({
  ...v,
  description: v.description || null,
  thumbnailUrl: v.thumbnailUrl || null,
  duration: v.duration || null,
  linkedinPostUrl: v.linkedinPostUrl || null,
  publishedAt: new Date(v.publishedAt),
});

/**
 * Weekly market-review videos: the public list of the active ones published by now (a video dated later
 * shows from its publish time on, by itself); the admin's list and the writes need the admin session (DESIGN §3).
 */
export default async function weeklyVideosRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  /** Updates a video and writes its audit row in one transaction; NOT_FOUND (and no row) for a missing video. */
  const changeVideo = async (req: FastifyRequest, id: number, set: Parameters<typeof updateVideo>[2]) => {
    const before = await snapshot(db, weeklyVideos, id);
    return auditedRowWrite(db, req, 'Video', (tx) => updateVideo(tx, id, set), updatedNote(before));
  };

  // The archive (every active video after the newest) is premium: visitors and free members get
  // the newest one and, in X-Archive-Count, how many there are (the policy decides, core/access).
  serve(
    app,
    api.list,
    (req, reply) => {
      const archive = canSeeVideoArchive(req);
      const now = app.deps.clock.now();
      // Served from memory: read on every landing and dashboard visit; a copy lasts until the next publish time.
      const list = (publication: string) =>
        cachedContent(
          db,
          answerKey('weekly-videos:active', archive, publication),
          [TOPIC.weeklyVideos],
          async () => {
            const rows = (await listPublishedVideos(db, now)).map(toVideo);
            return {
              total: rows.length,
              answer: toAnswer(z.array(weeklyVideoSchema).parse(archive ? rows : rows.slice(0, 1))),
            };
          },
        );
      return whenReady(whenReady(publicationKey(db, now), list), ({ total, answer }) => {
        reply.header('x-archive-count', String(total)).header('vary', 'Cookie');
        if (!archive) reply.header('cache-control', 'private, no-cache');
        return sendAnswer(req, reply, answer);
      });
    },
    { prepared: true },
  );

  await app.register(async (admin) => {
    // A successful write drops the public list's cached copies; the admin list's reads keep them.
    announceAfterWrites(admin, TOPIC.weeklyVideos);

    // The admin page's list: every video, inactive and scheduled ones too.
    serve(admin, api.adminList, async () => (await listAllVideos(db)).map(toVideo));

    // The declaration's schema checks the fields; the published date's window needs the clock:
    // the same schema as the form's, at the server's now (a ZodError answers 400 with the field's message).
    serve(admin, api.create, async (req, reply) => {
      const now = app.deps.clock.now();
      const body = weeklyVideoInputSchemaAt(now).parse(req.body);
      const row = await auditedWrite(
        db,
        req,
        (tx) => insertVideo(tx, { ...toColumns(body), createdAt: now, updatedAt: now }),
        createdNote,
      );
      return reply.status(201).send(toVideo(row));
    });

    serve(admin, api.update, async (req) => {
      const now = app.deps.clock.now();
      const values = { ...toColumns(weeklyVideoInputSchemaAt(now).parse(req.body)), updatedAt: now };
      return toVideo(await changeVideo(req, req.params.id, values));
    });

    // Delete deactivates (spec §4): the row stays so it can be switched back on.
    serve(admin, api.deactivate, async (req) => {
      await changeVideo(req, req.params.id, { isActive: false, updatedAt: app.deps.clock.now() });
      return { ok: true as const };
    });
  });
}
