import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { subscriberInputSchema } from '@/core/schemas/admin';
import type { Subscriber, SubscriberInput } from '@/core/schemas/admin';
import { useCreateSubscriber, useUpdateSubscriber } from '../api/subscribers';

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

/** The Add / Edit form: blank or the subscriber's values at each opening; creates or updates, then closes. */
export function useSubscriberForm(
  open: boolean,
  onOpenChange: (o: boolean) => void,
  subscriber?: Subscriber,
) {
  const create = useCreateSubscriber();
  const update = useUpdateSubscriber();
  const form = useForm<SubscriberInput>({
    resolver: zodResolver(subscriberInputSchema),
    defaultValues: EMPTY,
  });

  useEffect(() => {
    if (open) form.reset(subscriber ? fromSubscriber(subscriber) : EMPTY);
  }, [open, subscriber, form]);

  const onSubmit = (v: SubscriberInput) => {
    const done = { onSuccess: () => onOpenChange(false) };
    if (subscriber) update.mutate({ id: subscriber.id, ...v }, done);
    else create.mutate(v, done);
  };
  return { form, onSubmit: form.handleSubmit(onSubmit), pending: create.isPending || update.isPending };
}
