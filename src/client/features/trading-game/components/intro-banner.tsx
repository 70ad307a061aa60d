import { Trophy } from 'lucide-react';

/** 'Futures Trading Simulator' / 'Are you the next Market Wizard?' (the page's one h1). */
export function IntroBanner() {
  return (
    <section className="mb-6 overflow-hidden rounded-xl border border-primary/30 bg-gradient-to-br from-emerald-500/15 via-card to-card p-6 sm:p-8">
      <div className="flex items-start gap-4">
        <Trophy className="mt-1 hidden size-10 shrink-0 text-primary sm:block" aria-hidden="true" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
            Futures Trading Simulator
          </h1>
          <p className="mt-1 text-lg text-primary">Are you the next Market Wizard?</p>
          <p className="mt-3 max-w-3xl text-sm text-muted-foreground">
            Trade hypothetical futures on a mystery S&P 500 stock moving as it really did in a random 3-year
            window between 1995 and 2015 (the shipped price set starts in November 1999). Days are numbered,
            not dated, and the prices are disguised (scaled, some days merged, a little noise), so neither the
            stock nor the period can be looked up. You start with $100,000; one contract is 100 shares and
            needs $500 of margin. If your equity falls below the margin in use, a margin call closes your
            positions. The stock, its dates, its real prices and how buy-and-hold did are revealed when you
            finish.
          </p>
          <p className="mt-2 text-xs text-red-400">
            Educational game, not investment advice. Past performance is no indication of future returns;
            trading is risky.
          </p>
        </div>
      </div>
    </section>
  );
}
