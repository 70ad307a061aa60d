import { Loader2, Mail } from 'lucide-react';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { HoneypotInput } from '@/client/components/ui/honeypot-input';
import { Input } from '@/client/components/ui/input';
import { FieldError, Label } from '@/client/components/ui/label';
import { cn } from '@/client/lib/cn';
import { useNewsletterForm } from './use-newsletter-form';

/**
 * The newsletter sign-up of the landing page and of /newsletter (spec 01 §5, §8): empty email ->
 * 'Email required' toast; 'Subscribing...' while pending; the field clears on success.
 */
export function NewsletterForm({
  source,
  onSubscribed,
  className,
}: {
  source: 'landing' | 'website';
  onSubscribed?: (email: string) => void;
  className?: string;
}) {
  const id = useId();
  const { form, onSubmit, failure, pending } = useNewsletterForm(source, onSubscribed);
  const fieldError = form.formState.errors.email?.message;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={cn('relative space-y-3', className)}
      aria-label="Newsletter sign-up"
    >
      <Label htmlFor={`${id}-email`} className="sr-only">
        Email address
      </Label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Mail
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            className="pl-9"
            aria-invalid={Boolean(fieldError)}
            aria-describedby={fieldError ? `${id}-error` : undefined}
            {...form.register('email', { onChange: () => form.clearErrors('email') })}
          />
        </div>
        <Button type="submit" disabled={pending}>
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {pending ? 'Subscribing...' : 'Subscribe to Newsletter'}
        </Button>
      </div>
      <Controller
        control={form.control}
        name="website"
        render={({ field }) => <HoneypotInput value={field.value ?? ''} onChange={field.onChange} />}
      />
      <FieldError id={`${id}-error`} message={fieldError} />
      {failure ? <Alert variant="destructive">{failure}</Alert> : null}
    </form>
  );
}
