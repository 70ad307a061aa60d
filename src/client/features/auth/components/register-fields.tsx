import type * as React from 'react';
import type { FieldErrors } from 'react-hook-form';
import { FieldError, Label } from '@/client/components/ui/label';
import { cn } from '@/client/lib/cn';
import { MARKETS } from '@/core/schemas/auth';
import type { RegisterInput } from '@/core/schemas/auth';

// Building blocks of the registration form, kept apart so the form reads as its sections.

export type RegisterErrors = FieldErrors<RegisterInput>;

export function Field({
  id,
  label,
  required,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {children}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-4 border-t pt-6 first:border-t-0 first:pt-0">
      <legend className="float-left mb-4 w-full text-lg font-semibold text-white">{title}</legend>
      <div className="clear-both space-y-4">{children}</div>
    </fieldset>
  );
}

/** Multi-select buttons: each market toggles on and off (spec 01 §4). */
export function MarketButtons({ value, onChange }: { value: string[]; onChange: (v: string[]) => void }) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-3" role="group" aria-label="Market interests">
      {MARKETS.map((m) => {
        const on = value.includes(m);
        return (
          <button
            key={m}
            type="button"
            aria-pressed={on}
            onClick={() => onChange(on ? value.filter((v) => v !== m) : [...value, m])}
            className={cn(
              'rounded-md border px-3 py-2 text-left text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              on
                ? 'border-primary bg-primary/15 text-white'
                : 'text-muted-foreground hover:bg-accent hover:text-foreground',
            )}
          >
            {m}
          </button>
        );
      })}
    </div>
  );
}
