import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import type { ActionsColumn } from './data-table';

/** The edit and delete icon buttons at the end of an admin table row. */
export function RowActions({
  label,
  onEdit,
  onDelete,
}: {
  label: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon" aria-label={`Edit ${label}`} onClick={onEdit}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Delete ${label}`} onClick={onDelete}>
        <Trash2 className="text-red-400" aria-hidden="true" />
      </Button>
    </div>
  );
}

/** The Actions column of a list whose rows are edited in a dialog and deleted after a confirmation. */
export const editDeleteColumn = <T,>(
  label: (row: T) => string,
  dialogs: { openForm: (row: T) => void; askDelete: (row: T) => void },
): ActionsColumn<T> => ({
  cell: (row) => (
    <RowActions
      label={label(row)}
      onEdit={() => dialogs.openForm(row)}
      onDelete={() => dialogs.askDelete(row)}
    />
  ),
});
