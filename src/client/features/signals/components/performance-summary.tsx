import { BarChart3, Target, TrendingUp } from 'lucide-react';
import { Card, CardContent } from '@/client/components/ui/card';
import { DemoDataBadge } from '@/client/components/ui/page-shell';
import { Skeleton } from '@/client/components/ui/skeleton';
import { cn } from '@/client/lib/cn';
import { formatSignedPercent } from '@/client/lib/format';
import type { Market } from '@/core/schemas/markets';
import { figureText } from '@/core/schemas/track-record';
import { usePerformance } from '../api/get-performance';

function SummaryCard({
  icon: Icon,
  title,
  note,
  value,
  tone,
}: {
  icon: typeof Target;
  title: string;
  note: string;
  value: React.ReactNode;
  tone?: string;
}) {
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-3 pt-5">
        <div>
          <p className="text-sm text-muted-foreground">{title}</p>
          <p className={cn('mt-1 text-2xl font-bold tabular-nums text-white', tone)}>{value}</p>
          <p className="mt-1 text-xs text-muted-foreground">{note}</p>
        </div>
        <Icon className="h-6 w-6 text-primary" aria-hidden="true" />
      </CardContent>
    </Card>
  );
}

/** Summary cards of the signals page for the selected market (spec 01 §3 Performance summary). */
export function PerformanceSummaryCards({ market }: { market: Market }) {
  const { data, isLoading, isError } = usePerformance();
  const row = data?.find((r) => r.market === market);
  if (isLoading) {
    return (
      <div className="grid gap-4 sm:grid-cols-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-28 w-full" />
        ))}
      </div>
    );
  }
  const dash = '---';
  return (
    <div className="space-y-2">
      <div className="flex justify-end">
        <DemoDataBadge show={Boolean(row?.demoData)} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3" data-testid="performance-summary">
        <SummaryCard
          icon={BarChart3}
          title="Total Signals"
          note="open and recent signals"
          value={row ? row.totalSignals : dash}
        />
        <SummaryCard
          icon={Target}
          title="Win Rate"
          note="last 30 days"
          value={row ? figureText(row.winRate, row.tooShort.ratios, (v) => `${v.toFixed(1)}%`) : dash}
        />
        <SummaryCard
          icon={TrendingUp}
          title="Total P&L"
          note="this month"
          value={row ? formatSignedPercent(row.totalPnl) : dash}
          tone={row ? (row.totalPnl >= 0 ? 'text-green-400' : 'text-red-400') : undefined}
        />
      </div>
      {isError ? (
        <p className="text-sm text-muted-foreground">Performance figures are temporarily unavailable.</p>
      ) : null}
    </div>
  );
}
