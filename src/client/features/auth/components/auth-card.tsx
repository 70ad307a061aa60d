import type * as React from 'react';
import { Card, CardContent } from '@/client/components/ui/card';
import { cn } from '@/client/lib/cn';

/** The centred card every account screen uses: one h1, a subtitle, the form. */
export function AuthCard({
  title,
  subtitle,
  icon,
  wide,
  children,
}: {
  title: React.ReactNode;
  subtitle?: React.ReactNode;
  icon?: React.ReactNode;
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={cn('mx-auto w-full px-4 py-10 sm:py-14', wide ? 'max-w-3xl' : 'max-w-md')}>
      <Card>
        <div className="space-y-2 p-6 pb-4 text-center sm:p-8 sm:pb-4">
          {icon ? (
            <div className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-primary/15 text-primary">
              {icon}
            </div>
          ) : null}
          {typeof title === 'string' ? (
            <h1 className="text-2xl font-bold tracking-tight text-white">{title}</h1>
          ) : (
            title
          )}
          {subtitle ? <p className="text-sm text-muted-foreground">{subtitle}</p> : null}
        </div>
        <CardContent className="p-6 pt-2 sm:p-8 sm:pt-2">{children}</CardContent>
      </Card>
    </div>
  );
}
