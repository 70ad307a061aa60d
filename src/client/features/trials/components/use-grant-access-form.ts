import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '@/client/lib/api';
import { accessGrantSchema, DEFAULT_TRIAL_DAYS, isoDay } from '@/core/schemas/trials';
import type { AccessGrantInput, AccessRow } from '@/core/schemas/trials';
import { useGrantAccess } from '../api/access-admin';

const DAY_MS = 24 * 60 * 60_000;
export const plusDays = (iso: string, days: number) =>
  isoDay(new Date(new Date(`${iso}T00:00:00Z`).getTime() + days * DAY_MS));

/** The grant's form, from the running access if any (then it extends it), and its submit. */
export function useGrantAccessForm(row: AccessRow, onClose: () => void) {
  const today = isoDay(new Date());
  const current = row.access && !row.access.endedAt ? row.access : null;
  const schema = useMemo(() => accessGrantSchema(today), [today]);
  const form = useForm<AccessGrantInput>({
    resolver: zodResolver(schema),
    defaultValues: {
      kind: current?.kind ?? 'trial',
      plan: current?.plan ?? row.request?.plan ?? 'professional',
      endsOn: current ? plusDays(current.endsOn, DEFAULT_TRIAL_DAYS) : plusDays(today, DEFAULT_TRIAL_DAYS),
    },
    reValidateMode: 'onSubmit',
  });
  const grant = useGrantAccess();

  const submit = form.handleSubmit((values) =>
    grant.mutate(
      { userId: row.userId, ...values },
      {
        onSuccess: onClose,
        onError: (err) => {
          // The server's per-field messages (its own today) go under the same fields.
          for (const i of err instanceof ApiError ? (err.body?.issues ?? []) : []) {
            if (i.path === 'kind' || i.path === 'plan' || i.path === 'endsOn')
              form.setError(i.path, { message: i.message });
          }
        },
      },
    ),
  );

  return { form, submit, today, extending: current !== null, pending: grant.isPending };
}
