import { z } from 'zod';
import { alertSettingsPatchSchema, alertSettingsSchema, alertUnsubscribeSchema } from '../schemas/alerts';
import { endpoint } from './endpoint';

/** Signal alerts: the settings of /settings (signed in) and the one-click unsubscribe of every mail. */
export const alertsApi = {
  settings: endpoint({
    method: 'GET',
    path: '/api/account/alerts',
    responses: { 200: alertSettingsSchema },
  }),
  saveSettings: endpoint({
    method: 'PATCH',
    path: '/api/account/alerts',
    body: alertSettingsPatchSchema,
    responses: { 200: alertSettingsSchema },
  }),
  /** The link in the mail: an HTML page, 400 when the token is not valid. */
  unsubscribePage: endpoint({
    method: 'GET',
    path: '/api/alerts/unsubscribe',
    query: z.object({ token: z.string().max(2000).default('') }),
    responses: { 200: z.string(), 400: z.string() },
    produces: 'text/html',
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/alerts/unsubscribe',
    body: alertUnsubscribeSchema,
    responses: { 200: z.object({ ok: z.literal(true) }) },
  }),
};
