import type * as React from 'react';
import { cn } from '@/client/lib/cn';
import { formatSignedPercent } from '@/client/lib/format';

/** A small figure card: label, big value, optional hint. */
export function StatCard({
  label,
  value,
  hint,
  className,
  valueClassName,
  icon,
}: {
  label: string;
  value: React.ReactNode;
  hint?: React.ReactNode;
  className?: string;
  valueClassName?: string;
  icon?: React.ReactNode;
}) {
  return (
    <div className={cn('min-w-0 rounded-lg border bg-card p-3 sm:p-4', className)}>
      <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground sm:text-sm">
        <span>{label}</span>
        {icon}
      </div>
      <div className={cn('mt-1 text-xl font-bold tabular-nums sm:text-2xl', valueClassName)}>{value}</div>
      {hint ? <div className="mt-0.5 text-xs text-muted-foreground">{hint}</div> : null}
    </div>
  );
}

/** Green for gains, red for losses: a signed percentage with 2 decimals (spec 02 §9). */
export function PercentCard({
  label,
  value,
  hint,
}: {
  label: string;
  value: number;
  hint?: React.ReactNode;
}) {
  return (
    <StatCard
      label={label}
      value={formatSignedPercent(value)}
      hint={hint}
      valueClassName={value > 0 ? 'text-green-400' : value < 0 ? 'text-red-400' : undefined}
    />
  );
}
