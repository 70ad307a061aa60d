import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { alertSettingsPatchSchema } from '@/core/schemas/alerts';
import type { AlertSettings, AlertSettingsPatch } from '@/core/schemas/alerts';
import { useSaveAlertSettings } from '../api/alert-settings';

/** The form over the stored settings and its save: a refused mobile number goes under the texts switch. */
export function useAlertSettingsForm(settings: AlertSettings) {
  const save = useSaveAlertSettings();
  const values: AlertSettingsPatch = {
    futures: settings.futures,
    equities: settings.equities,
    crypto: settings.crypto,
    digest: settings.digest,
    sms: settings.sms,
  };
  const form = useForm<AlertSettingsPatch>({ resolver: zodResolver(alertSettingsPatchSchema), values });

  const onSubmit = form.handleSubmit((v) =>
    save.mutate(v, {
      onSuccess: () =>
        toast({
          title: 'Alert Settings Saved',
          description: v.digest === 'off' ? 'Signal alerts are off.' : 'Your signal alerts are set.',
        }),
      onError: (err) => {
        const issue = err instanceof ApiError ? err.body?.issues?.find((i) => i.path === 'sms') : undefined;
        if (issue) form.setError('sms', { message: issue.message });
        toast({
          title: 'Saving Failed',
          description:
            (err instanceof ApiError && err.serverMessage) || 'Something went wrong. Please try again.',
          variant: 'destructive',
        });
      },
    }),
  );

  return { form, onSubmit, saving: save.isPending };
}
