import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { registrationPatchSchema } from '@/core/schemas/admin-records';
import type { Registration, RegistrationPatch } from '@/core/schemas/admin-records';

/** The edit form of one registration, filled again with each registration the dialog opens on. */
export function useRegistrationForm(registration: Registration | null) {
  const form = useForm<RegistrationPatch>({ resolver: zodResolver(registrationPatchSchema) });
  useEffect(() => {
    if (registration) {
      const { status, enableFutures, enableEquities, enableCryptos, isPaidSubscriber } = registration;
      form.reset({
        status: status as RegistrationPatch['status'],
        enableFutures,
        enableEquities,
        enableCryptos,
        isPaidSubscriber,
      });
    }
  }, [registration, form]);
  return form;
}
