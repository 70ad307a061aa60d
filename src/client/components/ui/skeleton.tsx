import type * as React from 'react';
import { cn } from '@/client/lib/cn';

/**
 * A placeholder block. It pulses only once the wait passes a second (and not for a reader who asks for
 * less motion): most answers arrive sooner, and until then a still block reads as calmer. A pulsing
 * block also makes the browser draw a new frame 60 times a second, on a phone, while the page is
 * still loading its code and hydrating (decision 0068).
 */
export function Skeleton({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'rounded-md bg-muted motion-safe:animate-pulse motion-safe:[animation-delay:1s]',
        className,
      )}
      aria-hidden="true"
      {...props}
    />
  );
}
