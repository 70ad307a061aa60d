import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { MarketLegend } from '@/client/components/ui/change-marker';
import { DemoDataBadge, PageShell } from '@/client/components/ui/page-shell';
import { Skeleton } from '@/client/components/ui/skeleton';
import { RefreshFailedNotice } from '@/client/components/ui/refresh-failed-notice';
import { paths } from '@/client/config/paths';
import { useCurrentUser } from '@/client/lib/current-user';
import { useCryptoContent } from '@/client/features/cryptos/api/get-crypto-content';
import { BalanceChart } from '@/client/features/cryptos/components/balance-chart';
import { CryptoAuthRequired } from '@/client/features/cryptos/components/crypto-auth-required';
import { CryptoGrid } from '@/client/features/cryptos/components/crypto-grid';
import { LockedOffer } from '@/client/features/trials/components/locked-offer';
import { ApiError } from '@/client/lib/api';
import { formatCentralTime } from '@/client/lib/format';

function Loading() {
  return (
    <div aria-busy="true" aria-label="Loading cryptos" className="space-y-3">
      <Skeleton className="h-6 w-72" />
      <Skeleton className="h-96 w-full" />
    </div>
  );
}

export function Component() {
  const { isAuthenticated, isLoading: userLoading } = useCurrentUser();
  const crypto = useCryptoContent(isAuthenticated);
  const data = crypto.data;
  const unauthorized = crypto.error instanceof ApiError && crypto.error.status === 401;

  let body: React.ReactNode;
  if (userLoading) body = <Loading />;
  else if (!isAuthenticated || unauthorized)
    body = <CryptoAuthRequired offer={<LockedOffer market="crypto" />} />;
  else if (crypto.error && !data)
    body = (
      <Alert variant="destructive">
        <AlertTitle as="h2">Failed to load crypto signals</AlertTitle>
        <AlertDescription>{crypto.error.message}</AlertDescription>
      </Alert>
    );
  else if (!data) body = <Loading />;
  else
    body = (
      <div className="space-y-4">
        <RefreshFailedNotice error={crypto.error} />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <span className="text-sm text-muted-foreground">
            Updated {formatCentralTime(data.sourceLastUpdated)}
          </span>
          <DemoDataBadge show={data.demoData} />
          {data.performancePdfUrl ? (
            <Button asChild variant="outline" size="sm">
              <a href={data.performancePdfUrl} target="_blank" rel="noopener noreferrer">
                <FileText aria-hidden="true" />
                Performance Report (PDF)
              </a>
            </Button>
          ) : null}
        </div>
        {!data.isPremium ? (
          <div className="flex flex-col gap-3 rounded-md border border-amber-500/30 bg-amber-500/5 px-3 py-2 text-sm text-amber-200 sm:flex-row sm:items-center sm:justify-between">
            <p>
              <span className="hidden md:inline">
                Free accounts see the first 6 of 16 days; stop, 40D High, the change column, chart previews
                (BTC is open) and the full performance report are for premium subscribers.
              </span>
              <span className="md:hidden">
                Shown: your newest open days. Premium adds the latest 10 days, stops and charts.
              </span>{' '}
              <Link to={paths.upgrade} className="font-medium underline">
                Upgrade
              </Link>
            </p>
            <div data-testid="locked-offer">
              <LockedOffer market="crypto" />
            </div>
          </div>
        ) : null}
        <CryptoGrid data={data} />
        <MarketLegend
          kinds={['long-initiation', 'liquidation-profit', 'liquidation-loss']}
          note="Long-only, updated every 15 minutes."
          longOnly
        />
        <BalanceChart src={data.balanceChartUrl} />
      </div>
    );

  return (
    <PageShell
      title="Top-30 Cryptos"
      subtitle="Long-only 40/20-day breakout signals on the 30 largest cryptocurrencies, around the clock."
    >
      {body}
    </PageShell>
  );
}
