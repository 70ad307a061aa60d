/**
 * Names of cached content (lib/answer-cache). Whatever writes the rows behind a topic (admin routes,
 * seeds) announces it with `invalidate(topic)` so every process of the cluster drops its copy.
 */
export const TOPIC = {
  testimonials: 'testimonials',
  weeklyVideos: 'weekly-videos',
  /** Dashboard events and weekly thoughts. */
  dashboard: 'dashboard-content',
} as const;
