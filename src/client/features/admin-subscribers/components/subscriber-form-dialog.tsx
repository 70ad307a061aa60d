import type * as React from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '@/client/components/ui/input';
import { Textarea } from '@/client/components/ui/textarea';
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TIERS } from '@/core/schemas/admin';
import type { Subscriber } from '@/core/schemas/admin';
import {
  ControlledSelect,
  ControlledSwitch,
  FormField,
  FormFooter,
} from '@/client/components/admin/form-parts';
import { DialogFrame } from '@/client/components/admin/dialog-frame';
import { useSubscriberForm } from './use-subscriber-form';

type InputName =
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'company'
  | 'phone'
  | 'paymentMethod'
  | 'referralSource'
  | 'totalRevenue';
interface InputSpec {
  name: InputName;
  id: string;
  label: string;
  required?: boolean;
  wide?: boolean;
  input?: Pick<React.ComponentProps<'input'>, 'type' | 'step' | 'min' | 'inputMode'>;
}

const EMAIL: InputSpec = {
  name: 'email',
  id: 'sub-email',
  label: 'Email',
  required: true,
  wide: true,
  input: { type: 'email' },
};
const TEXT_FIELDS: InputSpec[] = [
  { name: 'firstName', id: 'sub-firstName', label: 'First Name' },
  { name: 'lastName', id: 'sub-lastName', label: 'Last Name' },
  { name: 'company', id: 'sub-company', label: 'Company' },
  { name: 'phone', id: 'sub-phone', label: 'Phone', input: { type: 'tel' } },
  { name: 'paymentMethod', id: 'sub-paymentMethod', label: 'Payment Method' },
  { name: 'referralSource', id: 'sub-referralSource', label: 'Referral Source' },
];
const REVENUE: InputSpec = {
  name: 'totalRevenue',
  id: 'sub-revenue',
  label: 'Total Revenue ($)',
  input: { type: 'number', step: '0.01', min: '0', inputMode: 'decimal' },
};

/** One text input of the form, with its label and message. */
function SpecInputField({
  spec: f,
  error,
  registration,
}: {
  spec: InputSpec;
  error: FieldError | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField id={f.id} label={f.label} required={f.required} error={error?.message} wide={f.wide}>
      <Input
        id={f.id}
        type="text"
        autoComplete="off"
        {...f.input}
        aria-invalid={Boolean(error)}
        {...registration}
      />
    </FormField>
  );
}

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
  const { form, onSubmit, pending } = useSubscriberForm(open, onOpenChange, subscriber);
  const { errors } = form.formState;
  const title = subscriber ? 'Edit Subscriber' : 'Add Subscriber';
  const inputField = (f: InputSpec) => (
    <SpecInputField key={f.name} spec={f} error={errors[f.name]} registration={form.register(f.name)} />
  );

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description="Email is required; every other field is optional."
      className="max-w-2xl"
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        {[EMAIL, ...TEXT_FIELDS].map(inputField)}
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
        {inputField(REVENUE)}
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
