import type * as React from 'react';
import { Button } from '@/client/components/ui/button';

/** A header button of the admin screens that runs a write (no variables), disabled while it runs. */
export function HeaderWriteButton<O>({
  write,
  options,
  children,
}: {
  write: { isPending: boolean; mutate: (vars: undefined, options: O) => void };
  /** The write's callbacks (its toasts). */
  options: O;
  children: React.ReactNode;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={write.isPending}
      onClick={() => write.mutate(undefined, options)}
    >
      {children}
    </Button>
  );
}
