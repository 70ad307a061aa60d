import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alertsApi } from '@/core/api/alerts';
import type { AlertSettingsPatch } from '@/core/schemas/alerts';
import { callEndpoint, endpointQuery } from '@/client/lib/endpoint-client';

export const ALERT_SETTINGS_KEY = endpointQuery(alertsApi.settings).queryKey;

/** GET /api/account/alerts: the settings and which markets this account may see live. */
export const getAlertSettings = () => callEndpoint(alertsApi.settings);
export const useAlertSettings = (enabled: boolean) =>
  useQuery({ ...endpointQuery(alertsApi.settings), enabled, retry: false });

/** PATCH /api/account/alerts: the answer is the stored settings. */
export const saveAlertSettings = (body: AlertSettingsPatch) => callEndpoint(alertsApi.saveSettings, { body });

export function useSaveAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAlertSettings,
    onSuccess: (data) => queryClient.setQueryData(ALERT_SETTINGS_KEY, data),
  });
}
