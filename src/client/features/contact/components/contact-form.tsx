import { Loader2, Send } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { HoneypotInput } from '@/client/components/ui/honeypot-input';
import { Input } from '@/client/components/ui/input';
import { FieldError, Label } from '@/client/components/ui/label';
import { NativeSelect } from '@/client/components/ui/native-select';
import { optionsOf } from '@/client/components/ui/options';
import { Textarea } from '@/client/components/ui/textarea';
import { INQUIRY_LABELS, INQUIRY_TYPES } from '@/core/schemas/contact';
import { useContactForm } from './use-contact-form';
import type { ContactFieldName, ContactFormIn } from './use-contact-form';

const INQUIRY_OPTIONS = optionsOf(INQUIRY_TYPES, (t) => INQUIRY_LABELS[t]);

/** The message form of /contact (spec 01 §2, §5): the schema is the server's; it resets after success. */
export function ContactForm({
  onSent,
  initial,
  inquiryType,
}: {
  onSent: () => void;
  initial?: { name?: string; email?: string; subject?: string };
  /** Preselected from the address (?inquiry=subscription from 'Contact Sales' and pay-by-contact links). */
  inquiryType?: ContactFormIn['inquiryType'];
}) {
  // A signed-in user's name and email are filled in (and kept when the form resets).
  const { form, onSubmit, sending } = useContactForm(
    { ...initial, ...(inquiryType ? { inquiryType } : {}) },
    onSent,
  );
  const { errors } = form.formState;

  const field = (name: ContactFieldName) => ({
    id: `contact-${name}`,
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-5" aria-label="Contact form">
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
      <Button type="submit" className="w-full sm:w-auto" disabled={sending}>
        {sending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {sending ? 'Sending Message...' : 'Send Message'}
      </Button>
    </form>
  );
}
