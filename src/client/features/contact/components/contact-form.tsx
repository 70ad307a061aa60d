import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Send } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/client/components/ui/button';
import { HoneypotInput } from '@/client/components/ui/honeypot-input';
import { Input } from '@/client/components/ui/input';
import { FieldError, Label } from '@/client/components/ui/label';
import { NativeSelect } from '@/client/components/ui/native-select';
import { optionsOf } from '@/client/components/ui/options';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { useSubmissionKey } from '@/client/lib/submission-key';
import { contactMessageSchema, INQUIRY_LABELS, INQUIRY_TYPES } from '@/core/schemas/contact';
import { useSendContactMessage } from '../api/send-contact-message';

type FormIn = z.input<typeof contactMessageSchema>;
type FormOut = z.output<typeof contactMessageSchema>;
type FieldName = 'name' | 'email' | 'subject' | 'message' | 'inquiryType';

const INQUIRY_OPTIONS = optionsOf(INQUIRY_TYPES, (t) => INQUIRY_LABELS[t]);

const EMPTY: FormIn = { name: '', email: '', subject: '', message: '', inquiryType: 'general', website: '' };

/** The message form of /contact (spec 01 §2, §5): the schema is the server's; it resets after success. */
export function ContactForm({
  onSent,
  initial,
  inquiryType,
}: {
  onSent: () => void;
  initial?: { name?: string; email?: string; subject?: string };
  /** Preselected from the address (?inquiry=subscription from 'Contact Sales' and pay-by-contact links). */
  inquiryType?: FormIn['inquiryType'];
}) {
  const send = useSendContactMessage();
  const submission = useSubmissionKey();
  // A signed-in user's name and email are filled in (and kept when the form resets).
  const start: FormIn = { ...EMPTY, ...initial, ...(inquiryType ? { inquiryType } : {}) };
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: start,
  });
  const { errors } = form.formState;

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
          form.reset(start);
          onSent();
        },
        onError: (err) => {
          // The server repeats the form's checks: show its per-field messages where they belong.
          if (err instanceof ApiError) {
            for (const issue of err.body?.issues ?? []) {
              if (issue.path in EMPTY) form.setError(issue.path as FieldName, { message: issue.message });
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

  const field = (name: FieldName) => ({
    id: `contact-${name}`,
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className="relative space-y-5"
      aria-label="Contact form"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="contact-name">Name</Label>
          <Input autoComplete="name" {...field('name')} {...form.register('name')} />
          <FieldError id="contact-name-error" message={errors.name?.message} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="contact-email">Email</Label>
          <Input type="email" autoComplete="email" {...field('email')} {...form.register('email')} />
          <FieldError id="contact-email-error" message={errors.email?.message} />
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor="contact-inquiryType">Inquiry Type</Label>
        <NativeSelect
          options={INQUIRY_OPTIONS}
          placeholder="Select an inquiry type"
          {...field('inquiryType')}
          {...form.register('inquiryType')}
        />
        <FieldError id="contact-inquiryType-error" message={errors.inquiryType?.message} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="contact-subject">Subject</Label>
        <Input {...field('subject')} {...form.register('subject')} />
        <FieldError id="contact-subject-error" message={errors.subject?.message} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="contact-message">Message</Label>
        <Textarea className="min-h-[140px]" {...field('message')} {...form.register('message')} />
        <FieldError id="contact-message-error" message={errors.message?.message} />
      </div>
      <Controller
        control={form.control}
        name="website"
        render={({ field: f }) => <HoneypotInput value={f.value ?? ''} onChange={f.onChange} />}
      />
      <Button type="submit" className="w-full sm:w-auto" disabled={send.isPending}>
        {send.isPending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <Send aria-hidden="true" />
        )}
        {send.isPending ? 'Sending Message...' : 'Send Message'}
      </Button>
    </form>
  );
}
