import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../core/errors';
import { idParamsSchema, okSchema } from '../../../core/schemas/admin';
import {
  weeklyVideoInputSchema,
  weeklyVideoSchema,
  weeklyVideosQuerySchema,
} from '../../../core/schemas/admin-videos';
import { weeklyVideos } from '../../db/schema';
import { noStore, requireAdmin } from '../../plugins/guards';

type Row = typeof weeklyVideos.$inferSelect;
const toVideo = ({ createdAt: _c, updatedAt: _u, ...v }: Row) => ({
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

/** Weekly market-review videos: public list of active ones; writes need the admin session (DESIGN §3). */
export default async function weeklyVideosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  r.get(
    '/api/weekly-videos',
    { schema: { querystring: weeklyVideosQuerySchema, response: { 200: z.array(weeklyVideoSchema) } } },
    async (req, reply) => {
      const all = req.query.all === '1' && req.isAdmin;
      if (req.query.all === '1') reply.header('Cache-Control', 'no-store');
      const rows = await db
        .select()
        .from(weeklyVideos)
        .where(all ? undefined : eq(weeklyVideos.isActive, true))
        .orderBy(asc(weeklyVideos.sortOrder), desc(weeklyVideos.publishedAt), desc(weeklyVideos.id));
      return rows.map(toVideo);
    },
  );

  await app.register(async (admin) => {
    const w = admin.withTypeProvider<ZodTypeProvider>();
    admin.addHook('onRequest', noStore);
    admin.addHook('onRequest', requireAdmin);

    w.post(
      '/api/weekly-videos',
      { schema: { body: weeklyVideoInputSchema, response: { 201: weeklyVideoSchema } } },
      async (req, reply) => {
        const now = app.deps.clock.now();
        const [row] = await db
          .insert(weeklyVideos)
          .values({ ...toColumns(req.body), createdAt: now, updatedAt: now })
          .returning();
        return reply.status(201).send(toVideo(row));
      },
    );

    w.put(
      '/api/weekly-videos/:id',
      {
        schema: {
          params: idParamsSchema,
          body: weeklyVideoInputSchema,
          response: { 200: weeklyVideoSchema },
        },
      },
      async (req) => {
        const [row] = await db
          .update(weeklyVideos)
          .set({ ...toColumns(req.body), updatedAt: app.deps.clock.now() })
          .where(eq(weeklyVideos.id, req.params.id))
          .returning();
        if (!row) throw new AppError('NOT_FOUND', 'Video not found');
        return toVideo(row);
      },
    );

    // Delete deactivates (spec §4): the row stays so it can be switched back on.
    w.delete(
      '/api/weekly-videos/:id',
      { schema: { params: idParamsSchema, response: { 200: okSchema } } },
      async (req) => {
        const [row] = await db
          .update(weeklyVideos)
          .set({ isActive: false, updatedAt: app.deps.clock.now() })
          .where(eq(weeklyVideos.id, req.params.id))
          .returning({ id: weeklyVideos.id });
        if (!row) throw new AppError('NOT_FOUND', 'Video not found');
        return { ok: true as const };
      },
    );
  });
}
