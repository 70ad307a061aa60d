import { Plus } from 'lucide-react';
import type * as React from 'react';
import type { z } from 'zod';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { ContentDialogs } from './content-dialogs';

type DialogsProps<S extends z.ZodType> = React.ComponentProps<typeof ContentDialogs<S>>;

/**
 * One editable list of the dashboard content: heading, 'Add {noun}' button, the list or its state
 * line, and its dialogs (kept mounted whatever the list shows, so Add works on an empty list).
 */
export function ContentSection<S extends z.ZodType>({
  id,
  title,
  description,
  tools,
  state,
  children,
  ...dialogs
}: {
  id: string;
  title: string;
  description: string;
  tools?: React.ReactNode;
  /** Loading, error or empty line; shown instead of the list. */
  state: { text: string; error?: boolean } | null;
  children: React.ReactNode;
} & DialogsProps<S> & { editor: { openForm: () => void } }) {
  return (
    <Card aria-labelledby={`${id}-title`} role="region">
      <CardHeader className="flex flex-col gap-3 space-y-0 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle id={`${id}-title`} className="text-lg">
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <Button onClick={() => dialogs.editor.openForm()} className="shrink-0 self-start">
          <Plus aria-hidden="true" /> {`Add ${dialogs.spec.noun}`}
        </Button>
      </CardHeader>
      <CardContent className="space-y-3">
        {tools}
        {state ? (
          <p
            role={state.error ? 'alert' : undefined}
            className={
              state.error ? 'py-6 text-center text-red-400' : 'py-6 text-center text-muted-foreground'
            }
          >
            {state.text}
          </p>
        ) : (
          children
        )}
      </CardContent>
      <ContentDialogs {...dialogs} />
    </Card>
  );
}

/** The list's state line: loading, failed, or empty. */
export function listState(
  q: { isLoading: boolean; isError: boolean; data?: unknown[] },
  texts: { loading: string; error: string; empty: string },
): { text: string; error?: boolean } | null {
  if (q.isLoading) return { text: texts.loading };
  if (q.isError) return { text: texts.error, error: true };
  if (!q.data?.length) return { text: texts.empty };
  return null;
}
