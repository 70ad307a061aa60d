import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Input } from '@/client/components/ui/input';
import { FieldError, Label } from '@/client/components/ui/label';
import { Textarea } from '@/client/components/ui/textarea';
import { ApiError } from '@/client/lib/api';
import { draftResolver } from '@/client/lib/draft-resolver';
import { ControlledSwitch, FormFooter } from '@/client/components/admin/form-parts';
import { DialogFrame } from '@/client/components/admin/dialog-frame';

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

/** What the Add / Edit dialog of one list is: its texts, fields and schema (a constant of the section). */
export interface ContentFormSpec<S extends z.ZodType> {
  idPrefix: string;
  /** 'Event': the dialog says Add Event / Edit Event, Create Event / Update Event, Delete Event. */
  noun: string;
  description: string;
  fields: FieldSpec[];
  schema: S;
  /** The schema with its date window at `now`: checked with the browser's today at each check. */
  schemaAt?: (now: Date) => S;
  toInput: (d: Draft) => z.input<S>;
  /** Input key -> draft key, for messages (publishedAt -> publishedDay). */
  rename?: Record<string, string>;
}

/** The state of the dialog and its write (useContentEditor's `form`). */
export interface ContentFormState<I> {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  editing: boolean;
  /** The draft the dialog opens with (memoised by the caller). */
  initial: Draft;
  pending: boolean;
  onSubmit: (input: I, done: { onSuccess: () => void; onError: (err: Error) => void }) => void;
}

/** The field a message belongs to: the issue's first path part, renamed where the draft differs. */
const fieldOf = (path: string, rename: Record<string, string>) => {
  const head = path.split('.')[0];
  return rename[head] ?? head;
};

/** One field of the dialog: its label, its input and the message tied to it. */
function ContentField({
  field: f,
  id,
  message,
  registration,
}: {
  field: FieldSpec;
  id: string;
  message: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const common = {
    id,
    placeholder: f.placeholder,
    'aria-invalid': Boolean(message),
    'aria-describedby': message ? `${id}-error` : undefined,
    ...registration,
  };
  return (
    <div className={f.wide || f.kind === 'textarea' ? 'space-y-1.5 sm:col-span-2' : 'space-y-1.5'}>
      <Label htmlFor={id} required={f.required}>
        {f.label}
      </Label>
      {f.kind === 'textarea' ? (
        <Textarea rows={5} {...common} />
      ) : (
        <Input type={f.kind ?? 'text'} {...common} />
      )}
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}

/**
 * Add / Edit dialog of one dashboard-content list (react-hook-form): the schema the server applies
 * is checked here first, one message per field; what only the server knows comes back the same way.
 */
export function ContentFormDialog<S extends z.ZodType>({
  open,
  onOpenChange,
  idPrefix,
  noun,
  editing,
  description,
  fields,
  initial,
  schema,
  schemaAt,
  toInput,
  rename = {},
  pending,
  onSubmit,
}: ContentFormSpec<S> & ContentFormState<z.input<S>>) {
  // Messages go under the draft's fields: 'week' -> 'values.week', 'publishedAt' -> 'values.publishedDay'.
  const place = (key: string) => (key === 'isActive' ? key : `values.${fieldOf(key, rename)}`);
  const form = useForm<Draft>({
    resolver: (draft, context, options) =>
      draftResolver(schemaAt ? schemaAt(new Date()) : schema, toInput, place)(draft, context, options),
    defaultValues: initial,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(initial);
  }, [open, initial, form]);

  const submit = (d: Draft) =>
    onSubmit(toInput(d), {
      onSuccess: () => onOpenChange(false),
      onError: (err) => {
        // What only the server knows (a duplicate) comes back as issues, shown the same way.
        const issues = err instanceof ApiError ? (err.body?.issues ?? []) : [];
        for (const i of issues) form.setError(place(i.path) as `values.${string}`, { message: i.message });
      },
    });

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={<>{`${editing ? 'Edit' : 'Add'} ${noun}`}</>}
      description={description}
      className="max-w-2xl"
    >
      <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-4 sm:grid-cols-2">
        {fields.map((f) => (
          <ContentField
            key={f.key}
            field={f}
            id={`${idPrefix}-${f.key}`}
            message={errors.values?.[f.key]?.message}
            registration={form.register(`values.${f.key}`)}
          />
        ))}
        <ControlledSwitch
          control={form.control}
          name="isActive"
          id={`${idPrefix}-active`}
          label="Active (shown on the dashboard)"
          className="flex items-center gap-3 sm:col-span-2"
        />
        <FormFooter onCancel={() => onOpenChange(false)} pending={pending}>
          {`${editing ? 'Update' : 'Create'} ${noun}`}
        </FormFooter>
      </form>
    </DialogFrame>
  );
}
