import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

/** What a list screen needs of its query to pick the loading, failed or empty line. */
export interface ListQuery {
  isLoading: boolean;
  isError: boolean;
  /** True while the rows shown are the previous key's (TanStack Query's placeholderData). */
  isPlaceholderData?: boolean;
}

/** The three lines an admin list shows instead of its rows. */
export interface ListTexts {
  loading: ReactNode;
  error: ReactNode;
  empty: ReactNode;
}

/** The loading, failed or empty line of an admin list, or the list itself. */
export function ListState({
  query,
  count,
  texts,
  className = 'py-8 text-center',
  children,
}: {
  /** Absent where the screen handled loading and errors before (the rows are there). */
  query?: ListQuery;
  count: number;
  texts: Partial<ListTexts> & Pick<ListTexts, 'empty'>;
  className?: string;
  children: ReactNode;
}) {
  if (query?.isLoading) return <p className={cn(className, 'text-muted-foreground')}>{texts.loading}</p>;
  if (query?.isError)
    return (
      <p role="alert" className={cn(className, 'text-red-400')}>
        {texts.error}
      </p>
    );
  if (count === 0) return <p className={cn(className, 'text-muted-foreground')}>{texts.empty}</p>;
  return <>{children}</>;
}
