import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '@/client/components/ui/input';
import { FieldError, Label } from '@/client/components/ui/label';

/** One labelled input of the operator forms, with its per-field message tied to it for screen readers. */
export function FormField({
  id,
  label,
  error,
  registration,
  ...props
}: ComponentProps<typeof Input> & {
  id: string;
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
        {...registration}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
