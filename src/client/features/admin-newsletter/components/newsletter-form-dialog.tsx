import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Input } from '@/client/components/ui/input';
import { Textarea } from '@/client/components/ui/textarea';
import {
  NEWSLETTER_STATUSES,
  newsletterCreateSchema,
  newsletterPatchSchema,
  parseTags,
} from '@/core/schemas/admin-records';
import type { NewsletterSubscriber } from '@/core/schemas/admin-records';
import { useAddNewsletterSubscriber, useUpdateNewsletterSubscriber } from '../api/newsletter';
import { draftResolver } from '@/client/lib/draft-resolver';
import { ControlledSelect, FormField, FormFooter } from '@/client/components/admin/form-parts';
import { DialogFrame } from '@/client/components/admin/dialog-frame';

interface Draft {
  email: string;
  firstName: string;
  lastName: string;
  status: string;
  source: string;
  tags: string;
  notes: string;
}
const EMPTY: Draft = {
  email: '',
  firstName: '',
  lastName: '',
  status: 'active',
  source: 'admin',
  tags: '',
  notes: '',
};

const fromSubscriber = (s: NewsletterSubscriber): Draft => ({
  email: s.email,
  firstName: s.firstName ?? '',
  lastName: s.lastName ?? '',
  status: s.status,
  source: s.source,
  tags: s.tags.join(', '),
  notes: s.notes ?? '',
});

const common = (d: Draft) => ({
  firstName: d.firstName,
  lastName: d.lastName,
  source: d.source,
  tags: parseTags(d.tags),
  notes: d.notes,
});
const addInput = (d: Draft) => ({ ...common(d), email: d.email });
const editInput = (d: Draft) => ({
  ...common(d),
  status: d.status as (typeof NEWSLETTER_STATUSES)[number],
});
// The schemas the server applies: adding checks the email, editing the status.
const ADD = draftResolver(newsletterCreateSchema, addInput);
const EDIT = draftResolver(newsletterPatchSchema, editInput);

/** Add (email required, source 'admin') or Edit (email read-only); tags comma-separated (spec §5). */
export function NewsletterFormDialog({
  open,
  onOpenChange,
  subscriber,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  subscriber?: NewsletterSubscriber;
}) {
  const form = useForm<Draft>({ resolver: subscriber ? EDIT : ADD, defaultValues: EMPTY });
  const { errors } = form.formState;
  const add = useAddNewsletterSubscriber();
  const update = useUpdateNewsletterSubscriber();

  useEffect(() => {
    if (open) form.reset(subscriber ? fromSubscriber(subscriber) : EMPTY);
  }, [open, subscriber, form]);

  const submit = (d: Draft) => {
    const done = { onSuccess: () => onOpenChange(false) };
    if (subscriber) update.mutate({ id: subscriber.id, ...editInput(d) }, done);
    else add.mutate(addInput(d), done);
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={subscriber ? 'Edit Subscriber' : 'Add Subscriber'}
      description={
        subscriber
          ? 'The email address cannot be changed.'
          : 'Added by the admin, the subscriber is active at once.'
      }
      className="max-w-xl"
    >
      <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-4 sm:grid-cols-2">
        <FormField id="nl-email" label="Email" required={!subscriber} error={errors.email?.message} wide>
          <Input
            id="nl-email"
            type="email"
            readOnly={Boolean(subscriber)}
            disabled={Boolean(subscriber)}
            aria-invalid={Boolean(errors.email)}
            {...form.register('email')}
          />
        </FormField>
        <FormField id="nl-first" label="First Name" error={errors.firstName?.message}>
          <Input id="nl-first" {...form.register('firstName')} />
        </FormField>
        <FormField id="nl-last" label="Last Name" error={errors.lastName?.message}>
          <Input id="nl-last" {...form.register('lastName')} />
        </FormField>
        {subscriber ? (
          <ControlledSelect
            control={form.control}
            name="status"
            id="nl-status"
            label="Status"
            values={NEWSLETTER_STATUSES}
          />
        ) : null}
        <FormField id="nl-source" label="Source">
          <Input id="nl-source" {...form.register('source')} />
        </FormField>
        <FormField id="nl-tags" label="Tags (comma-separated)" error={errors.tags?.message} wide>
          <Input id="nl-tags" placeholder="vip, futures" {...form.register('tags')} />
        </FormField>
        <FormField id="nl-notes" label="Notes" wide>
          <Textarea id="nl-notes" rows={3} {...form.register('notes')} />
        </FormField>
        <FormFooter onCancel={() => onOpenChange(false)} pending={add.isPending || update.isPending}>
          {subscriber ? 'Save Changes' : 'Add Subscriber'}
        </FormFooter>
      </form>
    </DialogFrame>
  );
}
