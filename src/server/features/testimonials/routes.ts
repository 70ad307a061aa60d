import type { FastifyInstance } from 'fastify';
import { testimonialsApi as api } from '../../../core/api/testimonials';
import { testimonialsResponseSchema } from '../../../core/schemas/testimonials';
import { cachedContent, sendAnswer, toAnswer } from '../../lib/answer-cache';
import { TOPIC } from '../../lib/cache-topics';
import { serve } from '../../lib/serve-endpoint';
import { countConfirmedMembers, listActiveTestimonials } from './repo';

/** GET /api/testimonials: active ones in display order (the landing page shows the first 6). */
export default async function testimonialsRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const load = async () => {
    const rows = await listActiveTestimonials(db);
    return toAnswer(testimonialsResponseSchema.parse(rows));
  };
  serve(app, api.list, async (req, reply) => {
    // Public and rarely edited: browsers and proxies may keep it for a few minutes.
    reply.header('Cache-Control', 'public, max-age=300');
    return sendAnswer(req, reply, await cachedContent(db, 'testimonials', [TOPIC.testimonials], load));
  });
  serve(app, api.memberCount, async (_req, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return { confirmedMembers: await countConfirmedMembers(db) };
  });
}
