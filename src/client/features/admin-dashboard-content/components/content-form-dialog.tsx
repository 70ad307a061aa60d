import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { FieldError, Label } from '@/client/components/ui/label';
import { Switch } from '@/client/components/ui/switch';
import { Textarea } from '@/client/components/ui/textarea';
import { ApiError } from '@/client/lib/api';

export interface FieldSpec {
  key: string;
  label: string;
  required?: boolean;
  kind?: 'text' | 'date' | 'textarea';
  placeholder?: string;
  /** Spans both columns from `sm` up. */
  wide?: boolean;
}
/** The texts of the fields by key, and the Active switch. */
export interface Draft {
  values: Record<string, string>;
  isActive: boolean;
}

/** The field a message belongs to: the issue's first path part, renamed where the draft differs. */
const fieldOf = (path: string, rename: Record<string, string>) => {
  const head = path.split('.')[0];
  return rename[head] ?? head;
};

/**
 * Add / Edit dialog of one dashboard-content list. The schema the server applies is checked here
 * first, one message per field; what only the server knows (a duplicate) comes back the same way.
 */
export function ContentFormDialog<S extends z.ZodType>({
  open,
  onOpenChange,
  idPrefix,
  title,
  description,
  submitLabel,
  fields,
  initial,
  schema,
  toInput,
  rename = {},
  pending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  idPrefix: string;
  title: string;
  description: string;
  submitLabel: string;
  fields: FieldSpec[];
  /** The draft the dialog opens with (memoised by the caller). */
  initial: Draft;
  schema: S;
  toInput: (d: Draft) => z.input<S>;
  /** Input key -> draft key, for messages (publishedAt -> publishedDay). */
  rename?: Record<string, string>;
  pending: boolean;
  onSubmit: (input: z.input<S>, done: { onSuccess: () => void; onError: (err: Error) => void }) => void;
}) {
  const [d, setD] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!open) return;
    setErrors({});
    setD(initial);
  }, [open, initial]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const input = toInput(d);
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const i of parsed.error.issues) found[fieldOf(String(i.path[0]), rename)] ??= i.message;
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit(input, {
      onSuccess: () => onOpenChange(false),
      onError: (err) => {
        const issues = err instanceof ApiError ? (err.body?.issues ?? []) : [];
        setErrors(Object.fromEntries(issues.map((i) => [fieldOf(i.path, rename), i.message])));
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          {fields.map((f) => {
            const id = `${idPrefix}-${f.key}`;
            const common = {
              id,
              value: d.values[f.key] ?? '',
              placeholder: f.placeholder,
              'aria-invalid': Boolean(errors[f.key]),
              'aria-describedby': errors[f.key] ? `${id}-error` : undefined,
              onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
                setD((p) => ({ ...p, values: { ...p.values, [f.key]: e.target.value } })),
            };
            return (
              <div
                key={f.key}
                className={f.wide || f.kind === 'textarea' ? 'space-y-1.5 sm:col-span-2' : 'space-y-1.5'}
              >
                <Label htmlFor={id} required={f.required}>
                  {f.label}
                </Label>
                {f.kind === 'textarea' ? (
                  <Textarea rows={5} {...common} />
                ) : (
                  <Input type={f.kind ?? 'text'} {...common} />
                )}
                <FieldError id={`${id}-error`} message={errors[f.key]} />
              </div>
            );
          })}
          <div className="flex items-center gap-3 sm:col-span-2">
            <Switch
              id={`${idPrefix}-active`}
              checked={d.isActive}
              onCheckedChange={(isActive) => setD((p) => ({ ...p, isActive }))}
            />
            <Label htmlFor={`${idPrefix}-active`}>Active (shown on the dashboard)</Label>
          </div>
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
