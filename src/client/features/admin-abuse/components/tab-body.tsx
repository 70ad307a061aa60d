import type * as React from 'react';
import { ListState } from '@/client/components/admin/list-state';

/** Loading / failed / empty line or the rows of one tab. */
export function TabBody<T>({
  q,
  empty,
  children,
}: {
  q: { isLoading: boolean; isError: boolean; data?: T[] };
  empty: string;
  children: (rows: T[]) => React.ReactNode;
}) {
  const rows = q.data ?? [];
  return (
    <ListState
      query={q}
      count={rows.length}
      texts={{ loading: 'Loading...', error: 'Failed to load. It will be retried in 30 seconds.', empty }}
    >
      {children(rows)}
    </ListState>
  );
}
