import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { useSubmissionKey } from '@/client/lib/submission-key';
import { contactMessageSchema } from '@/core/schemas/contact';
import { useSendContactMessage } from '../api/send-contact-message';

export type ContactFormIn = z.input<typeof contactMessageSchema>;
type FormOut = z.output<typeof contactMessageSchema>;
export type ContactFieldName = 'name' | 'email' | 'subject' | 'message' | 'inquiryType';

const EMPTY: ContactFormIn = {
  name: '',
  email: '',
  subject: '',
  message: '',
  inquiryType: 'general',
  website: '',
};

/** The contact form's values and its send, once per message (an idempotency key) and reset after. */
export function useContactForm(start: Partial<ContactFormIn>, onSent: () => void) {
  const send = useSendContactMessage();
  const submission = useSubmissionKey();
  const initial: ContactFormIn = { ...EMPTY, ...start };
  const form = useForm<ContactFormIn, unknown, FormOut>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: initial,
  });

  const onSubmit = (values: FormOut) => {
    const body = { ...values, website: values.website || undefined };
    // The same values sent again (after an error) keep their key: the server stores them once.
    send.mutate(
      { body, key: submission.keyFor(body) },
      {
        onSuccess: () => {
          submission.done();
          toast({
            title: 'Message sent successfully',
            description: "We'll get back to you within 24 hours.",
          });
          form.reset(initial);
          onSent();
        },
        onError: (err) => {
          // The server repeats the form's checks: show its per-field messages where they belong.
          if (err instanceof ApiError) {
            for (const issue of err.body?.issues ?? []) {
              if (issue.path in EMPTY)
                form.setError(issue.path as ContactFieldName, { message: issue.message });
            }
          }
          toast({
            title: 'Failed to send message',
            description: 'Please try again or contact us directly.',
            variant: 'destructive',
          });
        },
      },
    );
  };

  return { form, onSubmit: form.handleSubmit(onSubmit), sending: send.isPending };
}
