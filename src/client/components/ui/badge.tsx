import { cva } from 'class-variance-authority';
import type { VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '@/client/lib/cn';

const badgeVariants = cva(
  'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary/15 text-primary',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        destructive: 'border-transparent bg-red-500/15 text-red-400',
        outline: 'text-foreground',
        green: 'border-transparent bg-green-500/15 text-green-400',
        yellow: 'border-transparent bg-yellow-500/15 text-yellow-300',
        orange: 'border-transparent bg-orange-500/15 text-orange-300',
        red: 'border-transparent bg-red-500/15 text-red-400',
        blue: 'border-transparent bg-blue-500/15 text-blue-300',
        purple: 'border-transparent bg-purple-500/15 text-purple-300',
        grey: 'border-transparent bg-slate-500/20 text-slate-300',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;

export function Badge({
  className,
  variant,
  ...props
}: React.HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
