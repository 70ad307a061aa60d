import { useMemo } from 'react';
import { useRowDialogs } from '@/client/components/admin/use-row-dialogs';
import type { Draft } from './content-form-dialog';

interface Done {
  onSuccess?: () => void;
  onError?: (err: Error) => void;
  onSettled?: () => void;
}
interface Mutation<V> {
  isPending: boolean;
  mutate: (v: V, done?: Done) => void;
}
/** The create, update and delete hooks of one dashboard-content list (api/dashboard-content.ts). */
export interface ContentWrites<I> {
  useCreate: () => Mutation<I>;
  useUpdate: () => Mutation<I & { id: number }>;
  useDelete: () => Mutation<number>;
}

/**
 * The state and writes of one editable dashboard-content list: which row the Add / Edit dialog
 * holds, which one waits for the delete confirmation, and the props both dialogs take.
 */
export function useContentEditor<T extends { id: number }, I>(
  writes: ContentWrites<I>,
  draftOf: (row?: T) => Draft,
) {
  const create = writes.useCreate();
  const update = writes.useUpdate();
  const remove = writes.useDelete();
  const { formOpen, setFormOpen, editing, deleting, openForm, askDelete, closeDelete, forgetDelete } =
    useRowDialogs<T>();
  const initial = useMemo(() => draftOf(editing), [draftOf, editing]);

  return {
    deleting,
    openForm,
    askDelete,
    form: {
      open: formOpen,
      onOpenChange: setFormOpen,
      editing: editing !== undefined,
      initial,
      pending: create.isPending || update.isPending,
      onSubmit: (input: I, done: Done) =>
        editing ? update.mutate({ id: editing.id, ...input }, done) : create.mutate(input, done),
    },
    confirm: {
      open: deleting !== null,
      onOpenChange: closeDelete,
      pending: remove.isPending,
      onConfirm: () => deleting && remove.mutate(deleting.id, { onSettled: forgetDelete }),
    },
  };
}
