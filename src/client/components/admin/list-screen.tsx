import type { ComponentProps, ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { DataTable } from './data-table';
import type { DataTableProps } from './data-table';
import { ListState } from './list-state';
import type { ListQuery, ListTexts } from './list-state';
import { Pager } from './pager';

/**
 * The frame the admin list screens share: what stands above the list (stats, search, filters,
 * actions), the card with its optional title, the loading / failed / empty line or the table, the
 * pager, and the screen's dialogs. Each screen keeps only its columns, filters, texts and dialogs.
 */
export function ListScreen<T extends { id: string | number }>({
  above,
  title,
  description,
  aside,
  toolbar,
  query,
  texts,
  stateClassName,
  intro,
  pager,
  children,
  ...table
}: DataTableProps<T> & {
  /** Stats, search, filters and buttons above the card. */
  above?: ReactNode;
  /** The card's heading; without it the card has no header. */
  title?: ReactNode;
  description?: ReactNode;
  /** Beside the title (the page line). */
  aside?: ReactNode;
  /** Search and filters at the top inside the card. */
  toolbar?: ReactNode;
  query?: ListQuery;
  texts: Partial<ListTexts> & Pick<ListTexts, 'empty'>;
  stateClassName?: string;
  /** A line above the table (the 'Showing a-b of n' count). */
  intro?: ReactNode;
  pager?: ComponentProps<typeof Pager>;
  /** The screen's dialogs. */
  children?: ReactNode;
}) {
  const header =
    title === undefined ? null : aside === undefined ? (
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
    ) : (
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <CardTitle className="text-lg">{title}</CardTitle>
        {aside}
      </CardHeader>
    );
  return (
    <div className="space-y-4">
      {above}
      <Card>
        {header}
        <CardContent
          className={header ? (toolbar ? 'space-y-3' : undefined) : toolbar ? 'space-y-3 pt-6' : 'pt-6'}
        >
          {toolbar}
          <ListState query={query} count={table.rows.length} texts={texts} className={stateClassName}>
            {intro}
            <DataTable {...table} />
          </ListState>
          {pager ? <Pager {...pager} /> : null}
        </CardContent>
      </Card>
      {children}
    </div>
  );
}
