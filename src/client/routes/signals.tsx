import { useSearchParams } from 'react-router';
import { PageShell } from '@/client/components/ui/page-shell';
import { signalsPageTitle, useSignalsFreshness } from '@/client/features/signals/api/get-signals';
import { MarketTabs } from '@/client/components/ui/market-tabs';
import { PerformanceSummaryCards } from '@/client/features/signals/components/performance-summary';
import { SignalsTable } from '@/client/features/signals/components/signals-table';
import { LockedOffer } from '@/client/features/trials/components/locked-offer';
import { marketSchema } from '@/core/schemas/markets';

/** /signals (spec 01 §2 Signals page): summary cards, market tabs, the full table, disclaimer. */
export function Component() {
  // The tab lives in the URL (?market=crypto) so a reload or a shared link keeps it; futures by default.
  const [params, setParams] = useSearchParams();
  const market = marketSchema.catch('futures').parse(params.get('market') ?? 'futures');
  const setMarket = (m: string) => setParams(m === 'futures' ? {} : { market: m }, { replace: true });
  const freshness = useSignalsFreshness(market);
  return (
    <PageShell
      title={signalsPageTitle(freshness, market)}
      subtitle="Every open trend-following position of the 40-day breakout entry / 20-day breakout exit rule, per market."
    >
      <PerformanceSummaryCards market={market} />
      <div className="mt-8">
        <MarketTabs value={market} onChange={setMarket}>
          <SignalsTable
            market={market}
            skeletonRows={6}
            offer={
              freshness.locked || freshness.delayed ? (
                <div data-testid="locked-offer">
                  <LockedOffer market={market} />
                </div>
              ) : null
            }
          />
        </MarketTabs>
      </div>
      <p className="mt-6 rounded-md border border-amber-500/30 bg-amber-500/5 p-4 text-sm text-amber-200/90">
        Signals are for educational purposes only and are not investment advice. Past performance is never an
        indication of future returns; trading is risky and you can lose more than you invest. Futures are
        updated every minute during the session (some markets delayed 10 minutes), equities at 7:00 PM CT,
        cryptos every 15 minutes.
      </p>
    </PageShell>
  );
}
