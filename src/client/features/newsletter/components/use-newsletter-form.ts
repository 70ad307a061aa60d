import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { useSubmissionKey } from '@/client/lib/submission-key';
import { NEWSLETTER_MESSAGES, newsletterSubscribeSchema } from '@/core/schemas/newsletter';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

type Values = z.input<typeof newsletterSubscribeSchema>;
type Source = NonNullable<Values['source']>;

/** The sign-up's form and its submit: an empty address is toasted, a refusal also shown under the form. */
export function useNewsletterForm(source: Source, onSubscribed?: (email: string) => void) {
  const [failure, setFailure] = useState<string>();
  const subscribe = useSubscribeNewsletter();
  const submission = useSubmissionKey();
  const form = useForm<Values, unknown, z.output<typeof newsletterSubscribeSchema>>({
    resolver: zodResolver(newsletterSubscribeSchema),
    defaultValues: { email: '', source, website: '' },
    // The message goes away while typing and is checked again on the next submit.
    reValidateMode: 'onSubmit',
  });

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

  return { form, onSubmit, failure, pending: subscribe.isPending };
}
