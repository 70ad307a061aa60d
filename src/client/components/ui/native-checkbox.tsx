import { Check } from 'lucide-react';
import * as React from 'react';
import { cn } from '@/client/lib/cn';

/**
 * The browser's own checkbox, drawn like the back office's Radix one: the registration form's boxes.
 * Radix's Checkbox, inside a form, measures itself in a layout effect when it mounts and sets state,
 * which made React re-render the whole page synchronously at the end of hydration (decision 0068).
 */
export const NativeCheckbox = React.forwardRef<
  HTMLInputElement,
  Omit<React.InputHTMLAttributes<HTMLInputElement>, 'type'>
>(({ className, ...props }, ref) => (
  <span className={cn('relative inline-flex h-4 w-4 shrink-0', className)}>
    <input
      ref={ref}
      type="checkbox"
      className="peer h-4 w-4 cursor-pointer appearance-none rounded-sm border border-primary checked:bg-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive"
      {...props}
    />
    <Check
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 m-auto hidden h-3.5 w-3.5 text-primary-foreground peer-checked:block"
    />
  </span>
));
NativeCheckbox.displayName = 'NativeCheckbox';
