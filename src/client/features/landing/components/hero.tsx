import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';

/**
 * The first screen: the question, both calls to action, and (beside them) the performance card.
 * No icons here: this is the only landing code loaded before first paint (DESIGN §7 budget).
 */
export function Hero({ aside }: { aside: React.ReactNode }) {
  return (
    <section className="relative overflow-hidden">
      <div
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,rgba(16,185,129,0.18),transparent_55%)]"
        aria-hidden="true"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.3fr_1fr] lg:px-8">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-primary">
            LEARN, TRACK, COMPARE
          </p>
          <h1 className="mt-3 text-4xl font-bold leading-tight tracking-tight text-white sm:text-5xl lg:text-6xl">
            Do you have natural trading talent?
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-300">
            Learn to think for yourself when it comes to investing and trading your own hard-earned money.
            Test your instincts with our entrance exam, then follow systematic trend-following signals across
            futures, equities and crypto, with every rule out in the open.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.quiz}>Take The Quiz</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.signals}>View Live Signals</Link>
            </Button>
          </div>
          <p className="mt-6 text-sm text-slate-400">
            40-day breakout in, 20-day breakout out · 30 futures · top 50 S&amp;P 500 stocks · top 30 cryptos
          </p>
        </div>
        <div>{aside}</div>
      </div>
    </section>
  );
}
