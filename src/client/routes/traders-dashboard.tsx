import { ArrowLeft } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { DemoDataBadge, PageShell } from '@/client/components/ui/page-shell';
import { Skeleton } from '@/client/components/ui/skeleton';
import { PercentCard } from '@/client/components/ui/stat-card';
import { RefreshFailedNotice } from '@/client/components/ui/refresh-failed-notice';
import { paths } from '@/client/config/paths';
import { useAdminSession } from '@/client/lib/admin-session';
import { useCurrentUser } from '@/client/lib/current-user';
import { useViewAs } from '@/client/features/view-as/lib/view-as-cookie';
import { useTradersDashboard } from '@/client/features/traders-dashboard/api/get-traders-dashboard';
import { PerformanceAnalytics } from '@/client/features/track-record/components/performance-analytics';
import {
  ActiveMarkets,
  TradingActivity,
  UpcomingEvents,
  WeeklyThoughts,
} from '@/client/features/traders-dashboard/components/dashboard-panels';
import { WeeklyVideos } from '@/client/features/traders-dashboard/components/weekly-videos';

function DashboardSkeleton() {
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-8" aria-busy="true" aria-label="Loading dashboard">
      <Skeleton className="h-9 w-64" />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/**
 * Guarded (spec 02 §2/§6): a skeleton while the user loads, /login when signed out. The operator's admin
 * session opens it too, unless the operator views the site as a visitor.
 */
export function Component() {
  const { isAuthenticated, isLoading } = useCurrentUser();
  const viewAs = useViewAs();
  const admin = useAdminSession();
  const operator = Boolean(admin.data?.authenticated) && viewAs === null;
  const dashboard = useTradersDashboard(isAuthenticated || operator);
  if (isLoading || (!isAuthenticated && admin.isLoading)) return <DashboardSkeleton />;
  if (!isAuthenticated && !operator) return <Navigate to={paths.login} replace />;
  const data = dashboard.data;

  return (
    <PageShell
      title="Futures Dashboard"
      subtitle="Performance, trading activity, weekly analysis and the markets on the move."
      actions={
        <Button asChild variant="outline" size="sm">
          <Link to={paths.home}>
            <ArrowLeft aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
      }
    >
      {dashboard.error && !data ? (
        <Alert variant="destructive">
          <AlertTitle>Failed to load the dashboard</AlertTitle>
          <AlertDescription>{dashboard.error.message}</AlertDescription>
        </Alert>
      ) : !data ? (
        <Skeleton className="h-96 w-full" aria-label="Loading dashboard" />
      ) : (
        <div className="space-y-6">
          <RefreshFailedNotice error={dashboard.error} />
          <DemoDataBadge show={data.demoData} />
          <div className="grid grid-cols-3 gap-2 sm:gap-3" data-testid="performance-cards">
            <PercentCard label="Daily" value={data.currentPerformance.day} hint="Today" />
            <PercentCard label="Monthly" value={data.currentPerformance.month} hint="Month to date" />
            <PercentCard
              label="YTD"
              value={data.currentPerformance.year}
              hint="Since the Dec 31 close, P&L over the starting capital"
            />
          </div>
          <TradingActivity data={data} />
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <WeeklyVideos
                videos={data.weeklyVideos}
                videoCount={data.videoCount}
                isPremium={data.isPremium}
              />
            </div>
            <div className="space-y-4">
              <UpcomingEvents events={data.calendarEvents} />
              <ActiveMarkets markets={data.activeMarkets} />
            </div>
          </div>
          <PerformanceAnalytics isPremium={data.isPremium} market="futures" />
          <WeeklyThoughts thoughts={data.weeklyThoughts} />
          <div className="space-y-1 text-xs text-muted-foreground" data-testid="dashboard-disclaimer">
            <p>
              Performance figures are those of a hypothetical model account following the published rules, not
              of any client account.
            </p>
            <p>
              Content is educational only and not investment advice. Past performance is no indication of
              future returns; trading is risky.
            </p>
          </div>
        </div>
      )}
    </PageShell>
  );
}
