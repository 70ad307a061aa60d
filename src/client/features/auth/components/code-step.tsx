import { Mail } from 'lucide-react';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { levelLabel } from '../lib/code-step-storage';
import type { CodeStepValues } from '../lib/use-code-step-form';

/** The content shared by the /mfa-verification page and the modal inside /login (spec 01 §2). */
export function CodeStepHeading({ level, as: Tag = 'h2' }: { level: string; as?: 'h1' | 'h2' }) {
  return (
    <Tag className="text-xl font-bold text-white sm:text-2xl">{levelLabel(level)} Risk Activity Detected</Tag>
  );
}

export function CodeStepBody({
  reasons,
  form,
  onSubmit,
}: {
  reasons: string[];
  form: UseFormReturn<CodeStepValues, unknown, unknown>;
  onSubmit: () => void;
}) {
  const id = useId();
  const error = form.formState.errors.code?.message;
  return (
    <div className="space-y-4">
      {reasons.length > 0 ? (
        <div>
          <p className="text-sm text-muted-foreground">We asked for an extra check because of:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm" data-testid="risk-reasons">
            {reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="flex items-start gap-2 rounded-md border bg-muted/30 p-3 text-sm">
        <Mail className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
        We emailed you a 6-digit verification code. It expires in 10 minutes.
      </p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
        className="space-y-2"
      >
        <Label htmlFor={`${id}-code`}>Verification code</Label>
        <Controller
          control={form.control}
          name="code"
          render={({ field }) => (
            <Input
              id={`${id}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="000000"
              maxLength={6}
              className="h-12 text-center font-mono text-2xl tracking-[0.5em]"
              ref={field.ref}
              name={field.name}
              value={field.value}
              onBlur={field.onBlur}
              aria-invalid={Boolean(error)}
              onChange={(e) => {
                // Digits only; a message from the last try goes away while typing.
                field.onChange(e.target.value.replace(/\D/g, '').slice(0, 6));
                form.clearErrors('code');
              }}
              autoFocus
            />
          )}
        />
        {error ? (
          <p role="alert" className="text-sm text-red-400">
            {error}
          </p>
        ) : null}
      </form>
    </div>
  );
}
