import { Activity } from 'lucide-react';
import { DemoDataBadge } from '@/client/components/ui/page-shell';
import { Skeleton } from '@/client/components/ui/skeleton';
import { cn } from '@/client/lib/cn';
import { formatSignedPercent } from '@/client/lib/format';
import { combinedReturnPct } from '@/core/engine/portfolio';
import type { Market, PerformanceSummary } from '@/core/schemas/markets';
import { usePerformance } from '../api/get-performance';

const LABELS: Record<Market, string> = {
  futures: 'Futures Signals',
  equities: 'Equity Signals',
  crypto: 'Crypto Signals',
};

/** The "total portfolio" line: the three accounts together, month P&L over their combined capital. */
export function portfolioTotal(rows: PerformanceSummary[]): number | null {
  return combinedReturnPct(rows);
}

function Line({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <div className={cn('flex items-center justify-between gap-4 py-2', strong && 'border-t pt-3')}>
      <dt className={cn('text-sm', strong ? 'font-semibold text-white' : 'text-slate-300')}>{label}</dt>
      <dd
        className={cn(
          'font-mono text-lg font-semibold tabular-nums',
          value >= 0 ? 'text-green-400' : 'text-red-400',
        )}
      >
        {formatSignedPercent(value, 1)}
      </dd>
    </div>
  );
}

/** The hero's Real-Time Performance card: the engine's month-to-date figures per market. */
export function PerformanceCard() {
  const { data, isLoading, isError } = usePerformance();
  const total = data ? portfolioTotal(data) : null;
  return (
    <section
      aria-labelledby="performance-title"
      className="rounded-xl border bg-card/80 p-5 shadow-lg shadow-emerald-950/30"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="performance-title" className="flex items-center gap-2 text-lg font-semibold text-white">
          <Activity className="h-5 w-5 text-primary" aria-hidden="true" />
          Real-Time Performance
        </h2>
        <span className="shrink-0">
          <DemoDataBadge show={Boolean(data?.some((r) => r.demoData))} />
        </span>
      </div>
      <p className="mt-1 text-xs text-muted-foreground">Model account returns, this month</p>
      {isLoading ? (
        <div className="mt-4 space-y-3" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-7 w-full" />
          ))}
        </div>
      ) : isError || !data ? (
        <p className="mt-4 text-sm text-muted-foreground">Performance figures are temporarily unavailable.</p>
      ) : (
        <dl className="mt-3">
          {data.map((r) => (
            <Line key={r.market} label={LABELS[r.market]} value={r.totalPnl} />
          ))}
          {total !== null ? <Line label="Total Portfolio" value={total} strong /> : null}
        </dl>
      )}
    </section>
  );
}
