import { Plus } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';

/** One editable list of the dashboard content: heading, Add button, the list or its state line. */
export function ContentSection({
  id,
  title,
  description,
  addLabel,
  onAdd,
  tools,
  state,
  children,
  dialogs,
}: {
  id: string;
  title: string;
  description: string;
  addLabel: string;
  onAdd: () => void;
  tools?: React.ReactNode;
  /** Loading, error or empty line; shown instead of the list. */
  state: { text: string; error?: boolean } | null;
  children: React.ReactNode;
  /** The Add/Edit and delete dialogs: kept mounted whatever the list shows, so Add works on an empty list. */
  dialogs: React.ReactNode;
}) {
  return (
    <Card aria-labelledby={`${id}-title`} role="region">
      <CardHeader className="flex flex-col gap-3 space-y-0 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle id={`${id}-title`} className="text-lg">
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <Button onClick={onAdd} className="shrink-0 self-start">
          <Plus aria-hidden="true" /> {addLabel}
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
      {dialogs}
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
