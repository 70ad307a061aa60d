import type { FastifyInstance } from 'fastify';
import { testimonialsApi as api } from '../../../core/api/testimonials';
import { testimonialsResponseSchema } from '../../../core/schemas/testimonials';
import { AppError } from '../../../core/errors';
import { cachedContent, sendAnswer, toAnswer } from '../../lib/answer-cache';
import { announceAfterWrites, TOPIC } from '../../lib/cache-topics';
import { serve } from '../../lib/serve-endpoint';
import { whenReady } from '../../lib/when-ready';
import { auditedRowWrite } from '../../lib/audit-log';
import {
  countConfirmedMembers,
  findTestimonialMark,
  listActiveTestimonials,
  listAllTestimonials,
  setTestimonialVerified,
} from './repo';
import { SAMPLE_SLUGS } from './seed';

export const SAMPLE_NOT_VERIFIABLE =
  'A sample testimonial cannot be marked Verified: only a real member’s can.';
const withSample = <T extends { slug: string }>(row: T) => ({ ...row, sample: SAMPLE_SLUGS.has(row.slug) });

/**
 * GET /api/testimonials: active ones in display order (the landing page shows the first 6). The
 * back office lists them all and sets the 'Verified' mark of a real member's testimonial.
 */
export default async function testimonialsRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const load = async () => {
    const rows = await listActiveTestimonials(db);
    return toAnswer(testimonialsResponseSchema.parse(rows));
  };
  serve(
    app,
    api.list,
    (req, reply) => {
      // Public and rarely edited: browsers and proxies may keep it for a few minutes.
      reply.header('Cache-Control', 'public, max-age=300');
      const list = cachedContent(db, 'testimonials', [TOPIC.testimonials], load);
      return whenReady(list, (answer) => sendAnswer(req, reply, answer));
    },
    { prepared: true },
  );
  serve(app, api.memberCount, async (_req, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return { confirmedMembers: await countConfirmedMembers(db) };
  });

  await app.register(async (admin) => {
    // A changed mark drops the landing's cached list at once (every process, through the topic).
    announceAfterWrites(admin, TOPIC.testimonials);
    serve(admin, api.adminList, async () => (await listAllTestimonials(db)).map(withSample));
    serve(admin, api.setVerified, async (req) => {
      const current = await findTestimonialMark(db, req.params.id);
      if (!current) throw new AppError('NOT_FOUND', 'Testimonial not found');
      if (req.body.verified && SAMPLE_SLUGS.has(current.slug))
        throw new AppError('CONFLICT', SAMPLE_NOT_VERIFIABLE);
      // The audit row names which testimonial was marked and the mark before and after.
      const row = await auditedRowWrite(
        db,
        req,
        'Testimonial',
        (tx) => setTestimonialVerified(tx, req.params.id, req.body.verified),
        (r) => ({
          targetId: r.id,
          before: { name: r.name, verified: current.verified },
          after: { name: r.name, verified: r.verified },
        }),
      );
      return withSample(row);
    });
  });
}
