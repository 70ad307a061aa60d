import { Card, CardContent } from '@/client/components/ui/card';
import { cn } from '@/client/lib/cn';

/** A summary number with its label. */
export function StatCard({
  label,
  value,
  tone,
  className,
}: {
  label: string;
  value: number | string;
  tone?: string;
  className?: string;
}) {
  return (
    <Card className={className}>
      <CardContent className="p-4">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className={cn('mt-1 text-2xl font-bold tabular-nums', tone)}>{value}</p>
      </CardContent>
    </Card>
  );
}
