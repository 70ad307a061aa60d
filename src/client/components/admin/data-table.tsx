import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { cn } from '@/client/lib/cn';
import { STICKY_ACTIONS, STICKY_FIRST } from './table-cells';

/** One column of an admin table: its heading and the cell of a row. */
export interface Column<T> {
  head: ReactNode;
  /** Classes of the heading and of every cell (alignment). */
  align?: string;
  /** Classes of the cell only, or computed from the row. */
  cellClass?: string | ((row: T) => string);
  cell: (row: T) => ReactNode;
}

/** The row-action column pinned to the right edge. */
export interface ActionsColumn<T> {
  head?: string;
  cell: (row: T) => ReactNode;
}

export interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[];
  rowTestId?: string;
  /** The width under which the table scrolls sideways, e.g. 'min-w-[900px]'. */
  minWidth: string;
  actions?: ActionsColumn<T>;
}

/** An admin table: first column sticky from `sm` up, row actions pinned right (table-cells.ts). */
export function DataTable<T extends { id: string | number }>({
  columns,
  rows,
  rowTestId,
  minWidth,
  actions,
}: DataTableProps<T>) {
  const sticky = (i: number) => (i === 0 ? STICKY_FIRST : undefined);
  return (
    <Table className={minWidth}>
      <TableHeader className="whitespace-nowrap">
        <TableRow>
          {columns.map((c, i) => (
            <TableHead key={i} className={cn(sticky(i), c.align)}>
              {c.head}
            </TableHead>
          ))}
          {actions ? <TableHead className={STICKY_ACTIONS}>{actions.head ?? 'Actions'}</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-testid={rowTestId}>
            {columns.map((c, i) => (
              <TableCell
                key={i}
                className={cn(
                  sticky(i),
                  c.align,
                  typeof c.cellClass === 'function' ? c.cellClass(row) : c.cellClass,
                )}
              >
                {c.cell(row)}
              </TableCell>
            ))}
            {actions ? <TableCell className={STICKY_ACTIONS}>{actions.cell(row)}</TableCell> : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
