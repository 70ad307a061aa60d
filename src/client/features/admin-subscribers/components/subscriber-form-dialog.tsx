import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Input } from '@/client/components/ui/input';
import { Textarea } from '@/client/components/ui/textarea';
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TIERS, subscriberInputSchema } from '@/core/schemas/admin';
import type { Subscriber, SubscriberInput } from '@/core/schemas/admin';
import { useCreateSubscriber, useUpdateSubscriber } from '../api/subscribers';
import {
  ControlledSelect,
  ControlledSwitch,
  FormField,
  FormFooter,
} from '@/client/components/admin/form-parts';
import { DialogFrame } from '@/client/components/admin/dialog-frame';

const EMPTY: SubscriberInput = {
  email: '',
  firstName: '',
  lastName: '',
  company: '',
  phone: '',
  subscriptionTier: 'free',
  subscriptionStatus: 'active',
  paymentMethod: '',
  notes: '',
  referralSource: '',
  totalRevenue: '0',
  isActive: true,
};

const fromSubscriber = (s: Subscriber): SubscriberInput => ({
  email: s.email,
  firstName: s.firstName ?? '',
  lastName: s.lastName ?? '',
  company: s.company ?? '',
  phone: s.phone ?? '',
  subscriptionTier: s.subscriptionTier as SubscriberInput['subscriptionTier'],
  subscriptionStatus: s.subscriptionStatus as SubscriberInput['subscriptionStatus'],
  paymentMethod: s.paymentMethod ?? '',
  notes: s.notes ?? '',
  referralSource: s.referralSource ?? '',
  totalRevenue: s.totalRevenue,
  isActive: s.isActive,
});

const TEXT_FIELDS: Array<{
  name: 'firstName' | 'lastName' | 'company' | 'phone' | 'paymentMethod' | 'referralSource';
  label: string;
  type?: string;
}> = [
  { name: 'firstName', label: 'First Name' },
  { name: 'lastName', label: 'Last Name' },
  { name: 'company', label: 'Company' },
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'paymentMethod', label: 'Payment Method' },
  { name: 'referralSource', label: 'Referral Source' },
];

/** 'Add Subscriber' (no `subscriber`) or 'Edit Subscriber' with every field of spec §3. */
export function SubscriberFormDialog({
  open,
  onOpenChange,
  subscriber,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  subscriber?: Subscriber;
}) {
  const create = useCreateSubscriber();
  const update = useUpdateSubscriber();
  const form = useForm<SubscriberInput>({
    resolver: zodResolver(subscriberInputSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(subscriber ? fromSubscriber(subscriber) : EMPTY);
  }, [open, subscriber, form]);

  const onSubmit = (v: SubscriberInput) => {
    const done = { onSuccess: () => onOpenChange(false) };
    if (subscriber) update.mutate({ id: subscriber.id, ...v }, done);
    else create.mutate(v, done);
  };
  const pending = create.isPending || update.isPending;
  const title = subscriber ? 'Edit Subscriber' : 'Add Subscriber';

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description="Email is required; every other field is optional."
      className="max-w-2xl"
    >
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4 sm:grid-cols-2">
        <FormField id="sub-email" label="Email" required error={errors.email?.message} wide>
          <Input
            id="sub-email"
            type="email"
            autoComplete="off"
            aria-invalid={Boolean(errors.email)}
            {...form.register('email')}
          />
        </FormField>
        {TEXT_FIELDS.map((f) => (
          <FormField key={f.name} id={`sub-${f.name}`} label={f.label} error={errors[f.name]?.message}>
            <Input
              id={`sub-${f.name}`}
              type={f.type ?? 'text'}
              autoComplete="off"
              {...form.register(f.name)}
            />
          </FormField>
        ))}
        <ControlledSelect
          control={form.control}
          name="subscriptionTier"
          id="sub-tier"
          label="Subscription Tier"
          values={SUBSCRIPTION_TIERS}
        />
        <ControlledSelect
          control={form.control}
          name="subscriptionStatus"
          id="sub-status"
          label="Subscription Status"
          values={SUBSCRIPTION_STATUSES}
        />
        <FormField id="sub-revenue" label="Total Revenue ($)" error={errors.totalRevenue?.message}>
          <Input
            id="sub-revenue"
            type="number"
            step="0.01"
            min="0"
            inputMode="decimal"
            aria-invalid={Boolean(errors.totalRevenue)}
            {...form.register('totalRevenue')}
          />
        </FormField>
        <ControlledSwitch
          control={form.control}
          name="isActive"
          id="sub-active"
          label="Active account"
          className="flex items-center gap-3 pt-6"
        />
        <FormField id="sub-notes" label="Notes" error={errors.notes?.message} wide>
          <Textarea id="sub-notes" rows={3} {...form.register('notes')} />
        </FormField>
        <FormFooter onCancel={() => onOpenChange(false)} pending={pending}>
          {subscriber ? 'Update Subscriber' : 'Create Subscriber'}
        </FormFooter>
      </form>
    </DialogFrame>
  );
}
