import type { FastifyInstance } from 'fastify';
import { marketView } from '../../../core/access';
import { alertsApi as api } from '../../../core/api/alerts';
import { AppError } from '../../../core/errors';
import type { AlertSettings } from '../../../core/schemas/alerts';
import type { SessionUser } from '../../deps';
import { serve } from '../../lib/serve-endpoint';
import { noStore, requireUser } from '../../plugins/guards';
import { onMarketRefreshed } from '../markets/service';
import { escapeHtml } from '../markets/common';
import { ALERT_UNSUBSCRIBE_PURPOSE } from './mails';
import { getAlertSettings, saveAlertSettings, turnAlertsOff } from './repo';
import { sendSignalAlerts } from './service';
import { smsSenderFromConfig } from './sms';

/** Signal alerts: the settings of /settings, the one-click unsubscribe, and the send after each refresh. */
export default async function alertsRoutes(app: FastifyInstance) {
  const { deps } = app;
  const sms = smsSenderFromConfig(deps.config);
  onMarketRefreshed(deps, async (e) => {
    const sent = await sendSignalAlerts(deps, sms, e);
    if (sent.mails || sent.texts) deps.log.info({ market: e.market, ...sent }, 'signal alerts sent');
  });

  const view = async (user: SessionUser): Promise<AlertSettings> => ({
    ...(await getAlertSettings(deps.db, user.id)),
    liveMarkets: {
      futures: marketView({ user }, 'futures').access === 'live',
      equities: marketView({ user }, 'equities').access === 'live',
      crypto: marketView({ user }, 'crypto').access === 'live',
    },
    smsAvailable: sms !== null,
    mobile: user.mobile,
  });

  await app.register(async (account) => {
    account.addHook('preHandler', noStore);
    account.addHook('preHandler', requireUser);
    serve(account, api.settings, async (req) => view(req.user!));
    serve(account, api.saveSettings, async (req) => {
      const user = req.user!;
      const current = await getAlertSettings(deps.db, user.id);
      const smsOn = req.body.sms ?? current.sms;
      if (smsOn && !user.mobile) {
        throw new AppError('BAD_REQUEST', 'Add a mobile number first', [
          { path: 'sms', message: 'Add a mobile number above to receive text alerts' },
        ]);
      }
      await saveAlertSettings(deps.db, user.id, { ...req.body, sms: smsOn }, deps.clock.now());
      return view(user);
    });
  });

  const unsubscribe = async (token: string): Promise<boolean> => {
    const data = deps.signer.verify<{ p?: string; u?: number }>(token, deps.clock.now());
    if (!data || data.p !== ALERT_UNSUBSCRIBE_PURPOSE || typeof data.u !== 'number') return false;
    await turnAlertsOff(deps.db, data.u, deps.clock.now());
    return true;
  };

  await app.register(async (open) => {
    open.addHook('preHandler', noStore);
    // The link in every alert mail: one click, no sign-in. Idempotent, so a mail scanner that
    // opens it does no more than the subscriber would; alerts come back on in /settings.
    serve(open, api.unsubscribePage, async (req, reply) => {
      const ok = await unsubscribe(req.query.token);
      return reply
        .asDocument()
        .status(ok ? 200 : 400)
        .type('text/html; charset=utf-8')
        .send(unsubscribePage(ok, `${deps.config.PUBLIC_URL}/settings`));
    });
    serve(open, api.unsubscribe, async (req) => {
      if (!(await unsubscribe(req.body.token)))
        throw new AppError('BAD_REQUEST', 'This unsubscribe link is not valid');
      return { ok: true as const };
    });
  });
}

function unsubscribePage(ok: boolean, settingsUrl: string): string {
  const title = ok ? 'Signal alerts are off' : 'This link is not valid';
  const body = ok
    ? 'You will not receive signal alerts any more. You can turn them back on at any time in your settings.'
    : 'The unsubscribe link is damaged or incomplete. Sign in and turn alerts off in your settings.';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${title} - TrendLab</title>
<style>body{margin:0;background:#0b1120;color:#e2e8f0;font:16px/1.6 system-ui,sans-serif}main{max-width:520px;margin:64px auto;padding:0 20px}h1{font-size:24px;color:#f8fafc}a{color:#10b981}</style></head>
<body><main><p style="font-weight:700;color:#10b981">TrendLab</p><h1>${title}</h1><p>${body}</p><p><a href="${escapeHtml(settingsUrl)}">Alert settings</a></p></main></body></html>`;
}
