import { Lock } from 'lucide-react';
import { cn } from '@/client/lib/cn';

/** What a locked value looks like everywhere: a lock icon, with an accessible name. */
export function LockIcon({
  className,
  label = 'Locked - premium only',
}: {
  className?: string;
  label?: string;
}) {
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={cn('inline-flex items-center text-muted-foreground', className)}
    >
      <Lock className="h-3.5 w-3.5" aria-hidden="true" />
    </span>
  );
}
