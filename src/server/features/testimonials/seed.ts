import { testimonials } from '../../db/schema';
import { insertSeedRows } from '../../db/seed-rows';
import type { Deps } from '../../deps';
import { TOPIC } from '../../lib/cache-topics';
import { invalidate } from '../../lib/invalidation';

/**
 * Demo testimonials (invented people, our own words). More than 6, so the landing cap shows. Never
 * 'Verified': only the operator sets that flag, on a real member's testimonial.
 */
const DEMO = [
  {
    slug: 'maria-k',
    name: 'Maria Kowalski',
    role: 'Retail trader, 6 years',
    rating: 5,
    verified: false,
    content:
      'The quiz was humbling and the explanations taught me more than a year of forum threads. I finally size every trade by volatility.',
  },
  {
    slug: 'daniel-o',
    name: 'Daniel Okafor',
    role: 'Software engineer, part-time investor',
    rating: 5,
    verified: false,
    content:
      'Seeing the 40/20 rule applied to thirty futures every day made the idea concrete. I check the signals before my morning coffee.',
  },
  {
    slug: 'helen-t',
    name: 'Helen Tran',
    role: 'Family office analyst',
    rating: 4,
    verified: false,
    content:
      'Clear rules, clear numbers, no hype. The drawdown discussions are the most honest I have read from a signal service.',
  },
  {
    slug: 'jorge-r',
    name: 'Jorge Ramírez',
    role: 'Prop trader',
    rating: 4,
    verified: false,
    content:
      'I use the crypto table as a second opinion on my own breakout scans. Useful to see where the trend crowd is positioned.',
  },
  {
    slug: 'sophie-b',
    name: 'Sophie Bernard',
    role: 'Student of finance',
    rating: 5,
    verified: false,
    content:
      'The learning section turned vague advice like "cut your losses" into numbers I can actually apply.',
  },
  {
    slug: 'tom-w',
    name: 'Tom Whitaker',
    role: 'Retired engineer',
    rating: 4,
    verified: false,
    content:
      'I wanted to understand trend following before putting real money in. The simulator and the weekly notes did exactly that.',
  },
  {
    slug: 'aisha-n',
    name: 'Aisha Nwosu',
    role: 'Fund operations',
    rating: 3,
    verified: false,
    content:
      'Good breadth of markets. I would love more history on the equities page, but what is there is clean and easy to follow.',
  },
  {
    slug: 'lukas-m',
    name: 'Lukas Meyer',
    role: 'Swing trader',
    rating: 5,
    verified: false,
    content:
      'Learn, track, compare: that is exactly how I use it. My own discipline has improved more than my returns, and that was the point.',
  },
];

/** The seeded rows' slugs: sample texts, which the operator cannot mark 'Verified'. */
export const SAMPLE_SLUGS: ReadonlySet<string> = new Set(DEMO.map((t) => t.slug));

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((p) => p[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 2);

export async function seed(deps: Deps): Promise<void> {
  await insertSeedRows(
    deps.db,
    testimonials,
    DEMO.map((t, i) => ({ ...t, initials: initialsOf(t.name), sortOrder: (i + 1) * 10 })),
    { skipExisting: true },
  );
  await invalidate(TOPIC.testimonials);
}
