import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { Button } from '@/client/components/ui/button';

export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/**
 * The page a list of `total` rows can show: `page` itself, or the last page when the list shrank
 * under it (a delete emptied the last page, a refetch found fewer rows).
 */
export const pageWithin = (page: number, total: number, size: number) =>
  Math.max(1, Math.min(page, pageCount(total, size)));

/** 'Showing a-b of total' (spec §2); 'Showing 0 of 0' style is avoided when empty. */
export function showingText(page: number, size: number, total: number, noun = '') {
  const from = total === 0 ? 0 : (page - 1) * size + 1;
  const to = Math.min(page * size, total);
  return `Showing ${from}-${to} of ${total}${noun ? ` ${noun}` : ''}`;
}

/**
 * First / Previous / Next / Last with the page line; `compact` drops First and Last; nothing for an
 * empty list, nor with `onlyWhenPaged` for a list that fits one page.
 */
export function Pager({
  page: asked,
  total,
  size,
  onPage,
  compact = false,
  noun,
  showCount = true,
  onlyWhenPaged = false,
}: {
  page: number;
  total: number;
  size: number;
  onPage: (page: number) => void;
  compact?: boolean;
  noun?: string;
  showCount?: boolean;
  onlyWhenPaged?: boolean;
}) {
  const last = pageCount(total, size);
  if (total === 0 || (onlyWhenPaged && last === 1)) return null;
  // Until the list has moved back from a page it no longer has, count as on its last page.
  const page = pageWithin(asked, total, size);
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-col items-center justify-between gap-3 pt-4 sm:flex-row"
    >
      {showCount ? (
        <p className="text-sm text-muted-foreground">{showingText(page, size, total, noun)}</p>
      ) : (
        <span />
      )}
      <div className="flex flex-wrap items-center gap-1">
        {compact ? null : (
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(1)}>
            <ChevronsLeft aria-hidden="true" /> First
          </Button>
        )}
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" /> Previous
        </Button>
        <span className="px-2 text-sm text-muted-foreground">
          Page {page} of {last}
        </span>
        <Button variant="outline" size="sm" disabled={page >= last} onClick={() => onPage(page + 1)}>
          Next <ChevronRight aria-hidden="true" />
        </Button>
        {compact ? null : (
          <Button variant="outline" size="sm" disabled={page >= last} onClick={() => onPage(last)}>
            Last <ChevronsRight aria-hidden="true" />
          </Button>
        )}
      </div>
    </nav>
  );
}
