import { MoveHorizontal } from 'lucide-react';
import { cn } from '@/client/lib/cn';

/** Below md, under a table wider than the phone: says what is off-screen and that it scrolls. */
export function ScrollHint({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <p
      className={cn('flex items-center gap-2 px-3 py-2 text-xs text-muted-foreground md:hidden', className)}
      data-testid="scroll-hint"
    >
      <MoveHorizontal className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
      {children}
    </p>
  );
}
