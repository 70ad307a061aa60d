import type * as React from 'react';
import type { z } from 'zod';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { ContentFormDialog } from './content-form-dialog';
import type { ContentFormSpec, ContentFormState } from './content-form-dialog';

type ConfirmState = Omit<React.ComponentProps<typeof ConfirmDialog>, 'title' | 'description'>;

/** The two dialogs of one dashboard-content list: Add / Edit, and 'Delete {noun}' with its question. */
export function ContentDialogs<S extends z.ZodType>({
  spec,
  editor,
  deleteQuestion,
}: {
  spec: ContentFormSpec<S>;
  /** useContentEditor's dialog props. */
  editor: { form: ContentFormState<z.input<S>>; confirm: ConfirmState };
  deleteQuestion: string;
}) {
  return (
    <>
      <ContentFormDialog {...spec} {...editor.form} />
      <ConfirmDialog {...editor.confirm} title={`Delete ${spec.noun}`} description={deleteQuestion} />
    </>
  );
}
