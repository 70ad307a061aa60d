import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alertSettingsSchema } from '@/core/schemas/alerts';
import type { AlertSettings, AlertSettingsPatch } from '@/core/schemas/alerts';
import { apiRequest } from '@/client/lib/api';
import { parseAnswer } from '@/client/lib/parse-answer';

export const ALERT_SETTINGS_KEY = ['/api/account/alerts'] as const;

const read = async (res: Response) => parseAnswer(alertSettingsSchema, await res.json(), 'alert settings');

/** GET /api/account/alerts: the settings and which markets this account may see live. */
export const getAlertSettings = async (): Promise<AlertSettings> =>
  read(await apiRequest('GET', '/api/account/alerts'));
export const useAlertSettings = (enabled: boolean) =>
  useQuery({ queryKey: ALERT_SETTINGS_KEY, queryFn: getAlertSettings, enabled, retry: false });

/** PATCH /api/account/alerts: the answer is the stored settings. */
export const saveAlertSettings = async (body: AlertSettingsPatch): Promise<AlertSettings> =>
  read(await apiRequest('PATCH', '/api/account/alerts', body));

export function useSaveAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAlertSettings,
    onSuccess: (data) => queryClient.setQueryData(ALERT_SETTINGS_KEY, data),
  });
}
