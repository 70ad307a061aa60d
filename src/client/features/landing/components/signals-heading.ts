import type { SignalsFreshness } from '@/client/lib/delayed';

/**
 * The landing signals section's eyebrow and title: 'Live signals' and 'Today's ...' only to a viewer
 * whose rows are live; over delayed rows the eyebrow names the day they show.
 */
export function signalsSectionHeading(f: SignalsFreshness): { eyebrow: string; title: string } {
  if (f.loading) return { eyebrow: 'Signals', title: 'Trend-following signals' };
  // A market the visitor may not see (crypto): no 'Live', no 'Today's' over a table of locks.
  if (f.locked) return { eyebrow: 'Members only', title: 'Trend-following signals' };
  if (!f.delayed) return { eyebrow: 'Live signals', title: "Today's trend-following signals" };
  return {
    eyebrow: f.asOf ? `Delayed, as of ${f.asOf}` : 'Delayed',
    title: 'Recent trend-following signals',
  };
}
