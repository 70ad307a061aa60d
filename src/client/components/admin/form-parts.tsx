import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { DialogFooter } from '@/client/components/ui/dialog';
import { FieldError, Label } from '@/client/components/ui/label';
import { optionsOf } from '@/client/components/ui/options';
import { SelectField } from '@/client/components/ui/select-field';
import { labelOf } from '@/client/lib/admin-format';
import { Switch } from '@/client/components/ui/switch';

/** Cancel and the submit button at the foot of an admin form dialog. */
export function FormFooter({
  onCancel,
  pending,
  className = 'sm:col-span-2',
  children,
}: {
  onCancel: () => void;
  pending: boolean;
  className?: string;
  /** The submit button's text. */
  children: ReactNode;
}) {
  return (
    <DialogFooter className={className}>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {children}
      </Button>
    </DialogFooter>
  );
}

/** A select bound to a react-hook-form field: each of `values` by its label. */
export function ControlledSelect<F extends FieldValues>({
  control,
  name,
  id,
  label,
  values,
  labels = labelOf,
}: {
  control: Control<F>;
  name: FieldPath<F>;
  id: string;
  label: string;
  values: readonly string[];
  /** Each value's label; by default the value in words (labelOf). */
  labels?: (value: string) => string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField
          id={id}
          label={label}
          value={field.value}
          onChange={field.onChange}
          options={optionsOf(values, labels)}
        />
      )}
    />
  );
}

/** A switch and its label bound to a react-hook-form field. */
export function ControlledSwitch<F extends FieldValues>({
  control,
  name,
  id,
  label,
  className = 'flex items-center gap-3',
}: {
  control: Control<F>;
  name: FieldPath<F>;
  id: string;
  label: string;
  className?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className={className}>
          <Switch id={id} checked={field.value} onCheckedChange={field.onChange} />
          <Label htmlFor={id}>{label}</Label>
        </div>
      )}
    />
  );
}

/** A labelled field of an admin form with its message under it; `wide` spans both columns. */
export function FormField({
  id,
  label,
  required,
  error,
  wide,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'space-y-1.5 sm:col-span-2' : 'space-y-1.5'}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {children}
      <FieldError message={error} />
    </div>
  );
}
