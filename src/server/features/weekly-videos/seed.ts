import { embedUrlOf, thumbnailUrlOf } from '../../../core/schemas/admin-videos';
import { weeklyVideos } from '../../db/schema';
import { insertSeedRows, isTableEmpty } from '../../db/seed-rows';
import type { Deps } from '../../deps';
import { TOPIC } from '../../lib/cache-topics';
import { invalidate } from '../../lib/invalidation';

const DAY = 24 * 60 * 60_000;

// Public trend-following talks on YouTube, used as demo weekly reviews.
const DEMO = [
  { videoId: 'Ev5Upb1GCTE', title: 'Weekly Review: Breakouts Across Energy and Metals', duration: '12:48' },
  {
    videoId: 'nc7b-tV4fJQ',
    title: 'Weekly Review: Riding the Trend in Equity Index Futures',
    duration: '15:02',
  },
  { videoId: 'ZKPiq6Su8Fo', title: 'Weekly Review: Position Sizing with the 20-Day ATR', duration: '10:31' },
];

/** A few demo videos, one per past week, when the table is empty. */
export async function seed(deps: Deps): Promise<void> {
  if (!(await isTableEmpty(deps.db, weeklyVideos))) return;
  const today = new Date(`${deps.clock.now().toISOString().slice(0, 10)}T10:00:00.000Z`).getTime();
  await insertSeedRows(
    deps.db,
    weeklyVideos,
    DEMO.map((v, i) => ({
      ...v,
      week: `Week of ${new Date(today - (i * 7 + 2) * DAY).toISOString().slice(0, 10)}`,
      description: 'Demo video: a weekly look at the trend-following signals across the 30 futures markets.',
      embedUrl: embedUrlOf(v.videoId),
      thumbnailUrl: thumbnailUrlOf(v.videoId),
      publishedAt: new Date(today - (i * 7 + 2) * DAY),
      isActive: true,
      sortOrder: i + 1,
    })),
  );
  await invalidate(TOPIC.weeklyVideos);
}
