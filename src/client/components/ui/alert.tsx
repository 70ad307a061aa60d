import type * as React from 'react';
import { cn } from '@/client/lib/cn';
import type { HeadingTag } from './card';

export function Alert({
  className,
  variant = 'default',
  ...props
}: React.HTMLAttributes<HTMLDivElement> & { variant?: 'default' | 'destructive' | 'success' }) {
  return (
    <div
      role="alert"
      className={cn(
        'relative w-full rounded-lg border p-4 text-sm',
        variant === 'destructive' && 'border-red-500/50 bg-red-500/10 text-red-300',
        variant === 'success' && 'border-green-500/50 bg-green-500/10 text-green-300',
        className,
      )}
      {...props}
    />
  );
}

/** `as` keeps heading levels in order where the alert sits (axe heading-order). */
export function AlertTitle({
  className,
  as: Tag = 'h5',
  ...props
}: React.HTMLAttributes<HTMLHeadingElement> & { as?: HeadingTag }) {
  return <Tag className={cn('mb-1 font-medium leading-none', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: React.HTMLAttributes<HTMLParagraphElement>) {
  return <div className={cn('text-sm', className)} {...props} />;
}
