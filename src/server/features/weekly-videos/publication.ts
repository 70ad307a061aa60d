import type { Db } from '../../db/client';
import { cachedContent } from '../../lib/answer-cache';
import { TOPIC } from '../../lib/cache-topics';
import { whenReady } from '../../lib/when-ready';
import { listPublishTimes } from './repo';

/**
 * Scheduled publishing: an active video dated later than now is the operator's alone until its publish
 * time, when it joins the members' lists by itself (no job). A cached answer of those lists puts this in
 * its key: the next publish time after `now` (the app's clock), so the copy serves until that moment and
 * never past it. The times themselves are cached with the videos and dropped on every video write.
 */
export function publicationKey(db: Db, now: Date): string | Promise<string> {
  const times = cachedContent(db, 'weekly-videos:publish-times', [TOPIC.weeklyVideos], () =>
    listPublishTimes(db),
  );
  return whenReady(times, (list) => {
    const next = list.find((t) => t > now.getTime());
    return next === undefined ? 'none' : `until-${next}`;
  });
}
