import { useCallback, useState } from 'react';

/**
 * Which row of an admin list the Add / Edit dialog holds (none: Add) and which one waits for the
 * delete confirmation.
 */
export function useRowDialogs<T>() {
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<T | undefined>();
  const [deleting, setDeleting] = useState<T | null>(null);
  return {
    formOpen,
    setFormOpen,
    editing,
    deleting,
    openForm: (row?: T) => {
      setEditing(row);
      setFormOpen(true);
    },
    askDelete: (row: T) => setDeleting(row),
    /** onOpenChange of the confirmation: closing forgets the row. */
    closeDelete: (open: boolean) => !open && setDeleting(null),
    forgetDelete: () => setDeleting(null),
  };
}

/**
 * Search and filters of a paged admin list: any change goes back to the first page (spec §4). A page
 * the list no longer has (its last row deleted) is left by ListScreen, through `setPage`.
 */
export function usePagedParams<P extends { page: number }>(initial: P) {
  const [params, setParams] = useState(initial);
  const setPage = useCallback((page: number) => setParams((p) => ({ ...p, page })), []);
  return {
    params,
    change: (key: Exclude<keyof P, 'page'>, value: string) =>
      setParams((p) => ({ ...p, [key]: value, page: 1 })),
    setPage,
    clear: () => setParams(initial),
  };
}
