import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { FieldError, Label } from '@/client/components/ui/label';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { useSubmissionKey } from '@/client/lib/submission-key';
import { cn } from '@/client/lib/cn';
import { NEWSLETTER_MESSAGES, newsletterSubscribeSchema } from '@/core/schemas/newsletter';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import { HoneypotInput } from '@/client/components/ui/honeypot-input';

type Values = z.input<typeof newsletterSubscribeSchema>;

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
  const [failure, setFailure] = useState<string>();
  const subscribe = useSubscribeNewsletter();
  const submission = useSubmissionKey();
  const form = useForm<Values, unknown, z.output<typeof newsletterSubscribeSchema>>({
    resolver: zodResolver(newsletterSubscribeSchema),
    defaultValues: { email: '', source, website: '' },
    // The message goes away while typing and is checked again on the next submit.
    reValidateMode: 'onSubmit',
  });
  const fieldError = form.formState.errors.email?.message;

  const onInvalid = (errors: FieldErrors<Values>) => {
    setFailure(undefined);
    if (errors.email?.message !== NEWSLETTER_MESSAGES.required) return;
    toast({
      title: NEWSLETTER_MESSAGES.requiredTitle,
      description: NEWSLETTER_MESSAGES.required,
      variant: 'destructive',
    });
  };

  const onSubmit = form.handleSubmit(({ email, website }) => {
    setFailure(undefined);
    const body = { email, source, website: website || undefined };
    subscribe.mutate(
      { body, key: submission.keyFor(body) },
      {
        onSuccess: () => {
          submission.done();
          toast({
            title: 'Successfully subscribed!',
            description: "You'll receive our weekly market insights and trading tips.",
          });
          form.resetField('email');
          onSubscribed?.(email);
        },
        onError: (err) => {
          const server = err instanceof ApiError ? err.serverMessage : undefined;
          toast({
            title: 'Subscription failed',
            description: server ?? 'Please try again later.',
            variant: 'destructive',
          });
          setFailure(server ?? 'Failed to subscribe. Please try again.');
        },
      },
    );
  }, onInvalid);

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
        <Button type="submit" disabled={subscribe.isPending}>
          {subscribe.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {subscribe.isPending ? 'Subscribing...' : 'Subscribe to Newsletter'}
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
