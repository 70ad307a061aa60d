import { useEffect, useState } from 'react';

/** Whether members do not see the video yet: its publish time is still ahead of `now` (epoch ms). */
export const isScheduled = (publishedAt: string, now: number) => Date.parse(publishedAt) > now;

// setTimeout's longest wait (about 24.8 days); a later publish time is waited for in steps.
const MAX_WAIT_MS = 2 ** 31 - 1;

/**
 * The time now, read again at the next of `times` still ahead, so a video's 'Scheduled' mark leaves at
 * its publish time without a reload, as the video appears to members then by itself.
 */
export function useNowUntilNext(times: readonly string[]): number {
  const [now, setNow] = useState(() => Date.now());
  const next = Math.min(...times.map((t) => Date.parse(t)).filter((t) => t > now));
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const id = setTimeout(() => setNow(Date.now()), Math.min(next - now + 1, MAX_WAIT_MS));
    return () => clearTimeout(id);
  }, [next, now]);
  return now;
}
