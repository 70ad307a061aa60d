import type { FastifyInstance } from 'fastify';
import { invalidate } from './invalidation';

/**
 * Names of cached content (lib/answer-cache). Whatever writes the rows behind a topic (admin routes,
 * seeds) announces it with `invalidate(topic)` so every process on the database drops its copy.
 */
export const TOPIC = {
  testimonials: 'testimonials',
  weeklyVideos: 'weekly-videos',
  /** Dashboard events and weekly thoughts. */
  dashboard: 'dashboard-content',
} as const;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Announces `topic` after every successful write among the routes of `app` (an encapsulated plugin),
 * before the answer leaves, so the writer's next read already sees the change. Reads keep the cache.
 */
export function announceAfterWrites(app: FastifyInstance, topic: string): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (!READS.has(req.method) && reply.statusCode < 400) await invalidate(topic);
    return payload;
  });
}
