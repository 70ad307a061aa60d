import { z } from 'zod';
import { alertSettingsPatchSchema, alertSettingsSchema, alertUnsubscribeSchema } from '../schemas/alerts';
import {
  oneClickBodySchema,
  oneClickQuerySchema,
  unsubscribePageAnswers as pageAnswers,
} from '../schemas/one-click-unsubscribe';
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
  /**
   * The link in the mail's text: a page asking to confirm with a button (a POST to `oneClick`). A GET
   * changes nothing, so a mail scanner opening links unsubscribes nobody.
   */
  unsubscribePage: endpoint({
    method: 'GET',
    path: '/api/alerts/unsubscribe',
    query: oneClickQuerySchema,
    responses: pageAnswers,
    produces: 'text/html',
  }),
  /** RFC 8058 `List-Unsubscribe` target (and the page's button): alerts off, answered with a page. */
  oneClick: endpoint({
    method: 'POST',
    path: '/api/alerts/unsubscribe/one-click',
    query: oneClickQuerySchema,
    body: oneClickBodySchema,
    responses: pageAnswers,
    produces: 'text/html',
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/alerts/unsubscribe',
    body: alertUnsubscribeSchema,
    responses: { 200: z.object({ ok: z.literal(true) }) },
  }),
};
