import { BookOpen, Gauge, Shield, TrendingDown } from 'lucide-react';
import { LandingSection } from './section';

const LESSONS = [
  {
    icon: BookOpen,
    title: 'The breakout rule',
    text: 'Why buying strength and selling weakness beats guessing tops and bottoms, and what a 40/20 channel looks like on a chart.',
  },
  {
    icon: Gauge,
    title: 'Position sizing with N',
    text: 'Measure each market by its average true range and risk the same small slice of the account on every trade.',
  },
  {
    icon: TrendingDown,
    title: 'Living with drawdowns',
    text: 'Trend following loses often and small, and wins rarely and big. Learn what a normal losing streak looks like before it happens.',
  },
  {
    icon: Shield,
    title: 'Risk first',
    text: 'Know the exit before the entry, watch correlated positions, and never let one trade decide the year.',
  },
];

/** #learn: what the education side covers. */
export function LearnSection() {
  return (
    <LandingSection
      id="learn"
      eyebrow="Learn"
      title="Think for yourself"
      intro="Signals are only half of it. The lessons behind them help you judge any system, ours included."
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {LESSONS.map(({ icon: Icon, title, text }) => (
          <article key={title} className="rounded-lg border bg-card p-5">
            <Icon className="h-6 w-6 text-primary" aria-hidden="true" />
            <h3 className="mt-3 font-semibold text-white">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-400">{text}</p>
          </article>
        ))}
      </div>
    </LandingSection>
  );
}
