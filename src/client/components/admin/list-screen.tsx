import { useLayoutEffect } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { DataTable } from './data-table';
import type { DataTableProps } from './data-table';
import { ListState } from './list-state';
import type { ListQuery, ListTexts } from './list-state';
import { Pager, pageWithin } from './pager';

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
  // A list that shrank under its page (a delete emptied the last page, a refetch found fewer rows)
  // goes back to its last page, before the browser paints the empty page and 'Page 3 of 2'. Only
  // once the list answered: without an answer the total is not known.
  const answered = query === undefined || (!query.isLoading && !query.isError);
  const within = pager && answered ? pageWithin(pager.page, pager.total, pager.size) : pager?.page;
  const onPage = pager?.onPage;
  useLayoutEffect(() => {
    if (onPage && within !== undefined && within !== pager?.page) onPage(within);
  }, [onPage, within, pager?.page]);
  // No rows on a page that should have some: the rows of the page left behind, shown until the new
  // page arrives (placeholder data) or while moving back. Loading, not 'No ... found'.
  const moving =
    pager !== undefined &&
    table.rows.length === 0 &&
    pager.total > 0 &&
    (within !== pager.page || query?.isPlaceholderData === true);
  const state = moving ? { isLoading: true, isError: false } : query;
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
          <ListState query={state} count={table.rows.length} texts={texts} className={stateClassName}>
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
