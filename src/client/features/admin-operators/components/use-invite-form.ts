import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { operatorInviteSchema } from '@/core/schemas/admin-operators';
import { useInviteOperator } from '../api/operators';

type InviteForm = z.input<typeof operatorInviteSchema>;

/** The invite's form and its write; the link answered is kept to show once, the role for the next invite. */
export function useInviteForm() {
  const invite = useInviteOperator();
  const [link, setLink] = useState<string | null>(null);
  const form = useForm<InviteForm, unknown, z.output<typeof operatorInviteSchema>>({
    resolver: zodResolver(operatorInviteSchema),
    defaultValues: { email: '', role: 'staff' },
    reValidateMode: 'onSubmit',
  });
  const onSubmit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: (answer) => {
        setLink(answer.inviteUrl);
        form.reset({ email: '', role: values.role });
      },
    }),
  );
  return { form, error: form.formState.errors.email?.message, onSubmit, pending: invite.isPending, link };
}
