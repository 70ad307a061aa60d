import { ChevronDown } from 'lucide-react';
import * as React from 'react';
import { cn } from '@/client/lib/cn';
import type { Option } from './options';

type NativeSelectProps = React.SelectHTMLAttributes<HTMLSelectElement> & {
  options: readonly Option[];
  /** Shown, and not choosable, while nothing is chosen (the field's value is ''). */
  placeholder?: string;
};

/**
 * The browser's own select, drawn like the app's inputs: the public forms' choices (/register,
 * /contact). On a phone it opens the system picker. Radix's Select, used in the back office, renders
 * every option into a detached fragment from a layout effect when it mounts, which made React re-render
 * the whole page synchronously at the end of hydration: the longest task of those pages on a slow
 * phone (decision 0068).
 */
export const NativeSelect = React.forwardRef<HTMLSelectElement, NativeSelectProps>(
  ({ className, options, placeholder, ...props }, ref) => (
    <div className="relative">
      <select
        ref={ref}
        className={cn(
          'flex h-10 w-full appearance-none rounded-md border border-input bg-background py-2 pl-3 pr-9 text-sm focus:outline-none focus:ring-2 focus:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive has-[option[value=""]:checked]:text-muted-foreground [&>option]:text-foreground',
          className,
        )}
        {...props}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 opacity-60"
      />
    </div>
  ),
);
NativeSelect.displayName = 'NativeSelect';
